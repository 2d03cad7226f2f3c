import { expect, test } from '../support/test';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, LOCALE_PREFIX, VIEWPORTS, waitForRemote, type Locale } from '../support/pages';

const ARABIC = /[\u0600-\u06FF]/;

for (const locale of Object.keys(LOCALE_PREFIX) as Locale[]) {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    test(`home page in ${locale} at ${viewportName} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${LOCALE_PREFIX[locale]}/`);
      await waitForRemote(page);

      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const mainText = await page.getByRole('main').innerText();
      if (locale === 'ar') expect(mainText).toMatch(ARABIC);
      else expect(mainText).not.toMatch(ARABIC);

      if (viewportName === 'mobile') {
        await expect(page.getByTestId('mobile-menu-toggle')).toBeVisible();
        await expect(page.getByTestId('mega-menu')).toBeHidden();
        await expectNoHorizontalScroll(page);
      } else {
        await expect(page.getByTestId('mega-menu')).toBeVisible();
      }

      await page.screenshot({ path: `../test-results/screenshots/home-${locale}-${viewportName}.png`, fullPage: true });
      await dismissCookieBanner(page);
      await expectAccessible(page);
    });
  }
}

test('each segment home page renders its own content', async ({ page }) => {
  const headings: string[] = [];
  for (const path of ['/', '/entreprise', '/corporate', '/pro', '/wholesale']) {
    await page.goto(path);
    await waitForRemote(page);
    headings.push(await page.getByRole('heading', { level: 1 }).innerText());
  }
  expect(new Set(headings).size).toBe(headings.length);
  await page.goto('/particuliers');
  await waitForRemote(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[0]!);
});

test('an unknown page shows the 404 page inside the layout', async ({ page }) => {
  await page.goto('/ar/page-qui-n-existe-pas');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('banner')).toBeVisible();
});
