import { expect, test } from '../support/test';
import { waitForRemote } from '../support/pages';

test('the mega menu comes from the content service and opens with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const menuAnswer = page.waitForResponse((r) => r.url().includes('/api/v1/ms-content/megamenu') && r.url().includes('language=fr'));
  await page.goto('/');
  expect((await menuAnswer).status()).toBe(200);
  await waitForRemote(page);

  const menu = page.getByTestId('mega-menu');
  const entreprise = menu.getByRole('button', { name: 'Entreprise' });
  await entreprise.focus();
  await page.keyboard.press('Enter');
  await expect(entreprise).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByTestId('mega-menu-panel');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await menu.getByRole('button', { name: 'Particuliers' }).click();
  await page.getByTestId('mega-menu-panel').getByRole('link').first().click();
  await expect(page.getByTestId('mega-menu-panel')).toBeHidden();
});

test('the mega menu follows the language', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const menuAnswer = page.waitForResponse((r) => r.url().includes('/api/v1/ms-content/megamenu') && r.url().includes('language=en'));
  await page.goto('/en/');
  await menuAnswer;
  await expect(page.getByTestId('mega-menu').getByRole('button', { name: 'Business' })).toBeVisible();
});

test('the mobile menu lists the same entries in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/ar/');
  await waitForRemote(page);
  await page.getByTestId('mobile-menu-toggle').click();
  const drawer = page.locator('#mobile-menu');
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('summary').first()).toHaveText(/[\u0600-\u06FF]/);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});
