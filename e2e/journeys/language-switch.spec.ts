import { expect, test } from '../support/test';
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
