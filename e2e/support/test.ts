import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Page, Response } from '@playwright/test';

/**
 * The edge sends the public pages rendered on the server, inert until the browser's code takes
 * them over (`#root[inert]`, issue 18). A journey acts on the page the customer uses, so every
 * navigation of the suite (goto, reload, back and forward) waits for the takeover: at once for
 * a page the browser renders alone, and for anything that is not the site's page.
 */
export async function waitForTakeover(page: Page): Promise<void> {
  const root = page.locator('#root');
  if ((await root.count()) === 0) return;
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}

const awaiting = new WeakSet<Page>();

function awaitingTakeover(page: Page): Page {
  if (awaiting.has(page)) return page;
  awaiting.add(page);
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        if (response && (response.headers()['content-type'] ?? '').includes('text/html')) await waitForTakeover(page);
        return response;
      },
    });
  }
  return page;
}

/** Every journey's `test`: its pages, and the pages its context opens, wait for the takeover after each navigation. */
/** (Without JavaScript nothing takes the page over: nothing to wait for.) */
export const test = base.extend<{ context: BrowserContext; page: Page }>({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      context.pages().forEach(awaitingTakeover);
      context.on('page', awaitingTakeover);
    }
    await use(context);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : awaitingTakeover(page));
  },
});
