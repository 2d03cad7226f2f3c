import { expect, test, type Page } from '../support/test';
import { waitForRemote } from '../support/pages';

test('the language switch keeps the current page and remembers the choice', async ({ page, context }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/entreprise?utm=test');
  await waitForRemote(page);
  const frenchHeading = await page.getByRole('heading', { level: 1 }).innerText();

  await page.getByTestId('language-ar').first().click();
  await expect(page).toHaveURL(/\/ar\/entreprise\?utm=test$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(frenchHeading);

  const cookie = (await context.cookies()).find((c) => c.name === 'language');
  expect(cookie?.value).toBe('ar');
  expect(cookie?.sameSite).toBe('Strict');
  expect(cookie?.path).toBe('/');
  const oneYear = 365 * 24 * 3600;
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(oneYear - 2 * 24 * 3600);
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('ar');

  await page.getByTestId('language-en').first().click();
  await expect(page).toHaveURL(/\/en\/entreprise\?utm=test$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByTestId('language-fr').first().click();
  await expect(page).toHaveURL(/\/entreprise\?utm=test$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(frenchHeading);
});

test('the language switch works from the mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await waitForRemote(page);
  await page.getByTestId('mobile-menu-toggle').click();
  await page.locator('#mobile-menu').getByTestId('language-ar').click();
  await expect(page).toHaveURL(/\/ar\/?$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

/** The translation chunks a page fetched, as `namespace-language` (`shell-fr`): one file per namespace and language. */
function recordTextChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const match = /\/i18n-([A-Za-z-]+)-(fr|ar|en)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) chunks.push(`${match[1]}-${match[2]}`);
  });
  return chunks;
}

test('a first visit fetches its own language’s texts only; the switch fetches the next language’s before drawing it, never a key', async ({ page }) => {
  const chunks = recordTextChunks(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await waitForRemote(page);
  expect(chunks).toEqual(expect.arrayContaining(['shell-fr', 'common-fr', 'catalogue-fr']));
  expect(chunks.filter((chunk) => !chunk.endsWith('-fr'))).toEqual([]);
  // The catalogue's labels come in parts, each with the code using it: the home page draws none
  // of the forms', eligibility's, roaming's… (the error catalogue comes with the first API call).
  expect(chunks.filter((chunk) => /^catalogue-[a-z-]+-fr$/.test(chunk))).toEqual([]);

  // A key on screen is a text i18next could not find: every text node is watched while the page switches.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __keysSeen: string[] }).__keysSeen = seen;
    // A key is a dotted path (`sections.quickLinks`) or one of the shell's `languageName_ar` kind.
    const keyLike = /^(?:[a-z][A-Za-z0-9]*\.)+[a-z][A-Za-z0-9_]*$|^(?:languageName|pageTitle)_?[A-Za-z_]*$/;
    const check = () => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (keyLike.test(text)) seen.push(text);
      }
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  const arabicChunksBefore = chunks.filter((chunk) => chunk.endsWith('-ar')).length;
  expect(arabicChunksBefore).toBe(0);
  await page.getByTestId('language-ar').first().click();
  await expect(page).toHaveURL(/\/ar\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await waitForRemote(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
  expect(chunks).toEqual(expect.arrayContaining(['shell-ar', 'common-ar', 'catalogue-ar']));
  expect(chunks.filter((chunk) => chunk.endsWith('-en'))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __keysSeen: string[] }).__keysSeen)).toEqual([]);
});
