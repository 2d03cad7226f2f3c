import type { Page } from '@playwright/test';

/**
 * Records the bus events the shell repeats on `window` (`atlas:bus`), from the next page load on:
 * the journeys observe what a remote asked of another without reaching into the store.
 */
export async function recordBusEvents(page: Page): Promise<() => Promise<Array<{ type: string; payload: unknown }>>> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __busEvents: unknown[] }).__busEvents = seen;
    window.addEventListener('atlas:bus', (event) => seen.push((event as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { __busEvents: Array<{ type: string; payload: unknown }> }).__busEvents ?? []);
}
