import { devices } from '@playwright/test';
import { expect, test } from '../support/test';
import { CPU_SLOWDOWN, latencyOf, MAIN_TAPS, measureTap, recordInteractions } from '../../ops/src/bench/main-taps';

/**
 * Issue 34: every main tap answers fast on a phone-class CPU. Each is made on a first visit in
 * Chromium at 4× CPU slowdown and its latency read as INP reads it (Event Timing: input to next
 * paint). The target is 100 ms and `npm run bench` holds it; here the bound is far above it so that
 * a loaded machine does not flake the journey, while a tap that blocks the page (a whole re-render,
 * a library evaluated on the tap) still fails it.
 */
const BOUND_MS = 1000;

test('the tap measure sees a tap that blocks the page, and one that does not', async ({ page }) => {
  await page.setContent(`
    <button id="slow">slow</button><button id="fast">fast</button><p id="out"></p>
    <script>
      const busy = (ms) => { const end = performance.now() + ms; while (performance.now() < end); };
      slow.onclick = () => { busy(300); out.textContent = 'slow done'; };
      fast.onclick = () => { out.textContent = 'fast done'; };
    </script>`);
  await page.evaluate(recordInteractions);
  const slow = await latencyOf(page, [{ act: (p) => p.locator('#slow').click(), answered: (p) => p.getByText('slow done') }]);
  const fast = await latencyOf(page, [{ act: (p) => p.locator('#fast').click(), answered: (p) => p.getByText('fast done') }]);
  expect(slow).toBeGreaterThanOrEqual(300);
  expect(fast).toBeLessThan(slow);
});

/**
 * A tap measured on a first visit, up to three times, each in a new browser context (its own
 * cache: each a first visit). A tap that blocks the page blocks it on every visit; a spike of the
 * machine's load (the other worker's journey, a collection) slows one visit, not three — on CI's
 * loaded two cores a first search open once took over the bound, alone of its kind.
 */
const TRIES = 3;

for (const tap of MAIN_TAPS) {
  test(`${tap.name}: answered within ${BOUND_MS} ms at ${CPU_SLOWDOWN}× CPU`, async ({ browser, baseURL }) => {
    test.setTimeout(TRIES * 120_000);
    const latencies: number[] = [];
    while (latencies.length < TRIES && !latencies.some((latency) => latency < BOUND_MS)) {
      const context = await browser.newContext(devices['Desktop Chrome']);
      try {
        latencies.push((await measureTap(await context.newPage(), baseURL!, tap)).latencyMs);
      } finally {
        await context.close();
      }
    }
    test.info().annotations.push({ type: 'lab INP', description: latencies.map((latency) => `${latency} ms`).join(', ') });
    expect(Math.min(...latencies), `every try: ${latencies.join(', ')} ms`).toBeLessThan(BOUND_MS);
  });
}
