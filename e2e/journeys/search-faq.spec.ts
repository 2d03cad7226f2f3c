import { expect, test } from '../support/test';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, VIEWPORTS, waitForRemote } from '../support/pages';

test('search in French, without accents, leads to the FAQ answer', async ({ page }) => {
  await page.goto('/search');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await page.getByRole('searchbox', { name: 'Que cherchez-vous ?' }).fill('eligibilite fibre');
  await page.getByRole('main').getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=eligibilite\+fibre$/);
  const help = page.locator('[data-search-category="assistance"]');
  await expect(help.getByRole('heading')).toHaveText(/^Assistance \(\d+\)$/);
  await expectAccessible(page);
  await help.getByRole('link', { name: 'Comment savoir si mon adresse est éligible à la fibre ?' }).click();
  await expect(page).toHaveURL(/\/faq\?link=internet-maison#fibre-eligibilite$/);
  await expect(page.locator('details#fibre-eligibilite')).toHaveAttribute('open', '');
  await expect(page.getByText(/Faites le test d’éligibilité/)).toBeVisible();

  // The FAQ filters as one types; nothing found offers the site search.
  await page.goto('/faq');
  await page.getByRole('searchbox', { name: /Rechercher dans la FAQ/ }).fill('RIO');
  await expect(page.locator('[data-faq-topic]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Portabilité' })).toBeVisible();
  await page.getByRole('searchbox', { name: /Rechercher dans la FAQ/ }).fill('satellite');
  await expect(page.getByText('Aucune question ne correspond à « satellite ».')).toBeVisible();
  await expectAccessible(page);
});

test('search in Arabic at 360 px groups offers and help, and says when nothing is found', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(`/ar/search?q=${encodeURIComponent('الالياف البصرية')}`);
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const wifi = page.locator('[data-search-category="max-speed-wifi"]');
  await expect(wifi.getByRole('heading')).toHaveText(/^واي فاي فائق السرعة \(\d+\)$/);
  await expect(wifi.getByRole('link').first()).toHaveAttribute('href', /^\/ar\/offres-internet\/wifi-a-la-maison\/fibre-optique\?productId=fibre-/);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: '../test-results/screenshots/search-ar-mobile.png', fullPage: true });
  await expectAccessible(page);

  await page.getByRole('searchbox').fill('قمر صناعي');
  await page.getByRole('main').getByRole('button', { name: 'بحث', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'لا توجد نتائج لـ«قمر صناعي»' })).toBeVisible();
});
