import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForRemote } from '../support/pages';

/** The content service's menu sections (its top-level entries with children), as the API answers them. */
async function menuSections(page: Page, language: 'fr' | 'en'): Promise<string[]> {
  const answer = await page.request.get(`/api/v1/ms-content/megamenu?language=${language}`);
  expect(answer.status()).toBe(200);
  const entries = (await answer.json()) as { label: string; children?: unknown[] }[];
  return entries.filter((entry) => entry.children?.length).map((entry) => entry.label);
}

// The menu is read from the content service by the page (or by the edge's server render, whose
// reads the page takes over): it shows the service's sections, in the page's language.
test('the mega menu comes from the content service and opens with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const sections = await menuSections(page, 'fr');
  expect(sections).toContain('Entreprise');
  await page.goto('/');
  await waitForRemote(page);

  const menu = page.getByTestId('mega-menu');
  for (const section of sections) await expect(menu.getByRole('button', { name: section, exact: true })).toBeVisible();
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
  const sections = await menuSections(page, 'en');
  expect(sections).toContain('Business');
  await page.goto('/en/');
  for (const section of sections) await expect(page.getByTestId('mega-menu').getByRole('button', { name: section, exact: true })).toBeVisible();
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
