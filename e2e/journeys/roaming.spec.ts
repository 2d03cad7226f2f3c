import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, VIEWPORTS, waitForRemote } from '../support/pages';

test('a traveller finds the United States typed without accents, sees its prices and downloads the kit', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/roaming');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roaming : votre mobile vous suit à l’étranger');
  await expect(page).toHaveTitle('Roaming : votre mobile vous suit à l’étranger | Atlas Telecom');

  // Browsing by zone first: Europe is shown, then the Maghreb's prices.
  await expect(page.locator('[data-zone-details="europe"]')).toBeVisible();
  await page.getByRole('button', { name: 'Maghreb' }).click();
  await expect(page.getByRole('table', { name: /Maghreb/ }).getByRole('row', { name: /Appel vers le Maroc/ })).toContainText('7,9 Dh / min');

  await page.getByRole('searchbox', { name: 'Pays de destination' }).fill('etats un');
  await expect(page.getByRole('status').filter({ hasText: 'pays trouvé' })).toHaveText('1 pays trouvé');
  await page
    .getByRole('list', { name: 'Pays trouvés' })
    .getByRole('button', { name: /États-Unis/ })
    .click();
  await expect(page).toHaveURL(/\?pays=US$/);
  const panel = page.getByRole('region', { name: /États-Unis/ });
  await expect(panel.getByText('Zone Amérique du Nord · indicatif +1')).toBeVisible();
  await expect(panel.getByRole('row', { name: /Appel vers le Maroc/ })).toContainText('17,9 Dh / min');
  await expect(panel.getByRole('row', { name: /Internet hors pass/ })).toContainText('30 Dh / Mo');
  await expect(panel.getByText('*135*41#')).toBeVisible();
  await expect(panel.getByText(/AT&T · 4G \/ 5G/)).toBeVisible();
  await expectAccessible(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger le kit voyage (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe('atlas-telecom-kit-roaming-fr.pdf');
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.length).toBeGreaterThan(10_000);
});

test('in Arabic at 360 px, Spain typed without hamza shows its prices, and the kit comes in Arabic', async ({ page, request }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/ar/roaming');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('التجوال: هاتفك يرافقك إلى الخارج');
  await page.getByRole('searchbox', { name: 'بلد الوجهة' }).fill('اسبانيا');
  await page
    .getByRole('list', { name: 'البلدان المطابقة' })
    .getByRole('button', { name: /إسبانيا/ })
    .click();
  const panel = page.getByRole('region', { name: /إسبانيا/ });
  await expect(panel.getByRole('row', { name: /مكالمة نحو المغرب/ })).toContainText('12,9 درهم للدقيقة');
  await expect(panel.getByText('Movistar · 4G / 5G')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: '../test-results/screenshots/roaming-ar-mobile.png', fullPage: true });
  await expectAccessible(page);

  const kit = await request.get(String(await page.getByRole('link', { name: 'تحميل دليل السفر (PDF)' }).getAttribute('href')));
  expect(kit.status()).toBe(200);
  expect(kit.headers()['content-type']).toBe('application/pdf');
  expect(kit.headers()['content-disposition']).toContain('atlas-telecom-kit-roaming-ar.pdf');
  expect((await kit.body()).length).toBeGreaterThan(10_000);
});

test('the site search leads from a country to its roaming prices', async ({ page }) => {
  await page.goto('/search?q=espagne');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await page.getByRole('link', { name: 'Roaming : Espagne' }).click();
  await expect(page).toHaveURL(/\/roaming\?pays=ES$/);
  await expect(page.getByRole('region', { name: /Espagne/ }).getByRole('row', { name: /Appel reçu/ })).toContainText('5,9 Dh / min');
});
