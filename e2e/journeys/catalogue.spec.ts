import { expect, test, type Page } from '../support/test';
import { recordBusEvents } from '../support/bus';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, VIEWPORTS, waitForRemote } from '../support/pages';

const cardNames = (page: Page) => page.locator('[data-product-id] h2').allInnerTexts();
const prices = async (page: Page) =>
  await page.locator('[data-product-id] [data-price]').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-price'))));

test('smartphones are filtered and sorted, and the URL shares the same list', async ({ page, context }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/catalogue-smartphones');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  const filters = page.getByRole('complementary', { name: 'Filtres' });
  await expect(page.locator('[data-product-id]').first()).toBeVisible();
  const everything = (await cardNames(page)).length;
  expect(everything).toBeGreaterThan(10);

  await filters.getByRole('checkbox', { name: /^Samsung/ }).check();
  await filters.getByRole('checkbox', { name: /^Apple/ }).check();
  await filters.getByRole('checkbox', { name: /^5G/ }).check();
  await filters.getByLabel('Prix maximum').selectOption('10000');
  await page.getByLabel('Trier par').selectOption('price-asc');
  await expect(page).toHaveURL(/marque=Samsung%2CApple&reseau=5G&prixMax=10000&tri=prix-croissant/);
  await expect(page.getByText(/^Résultats : \d+$/)).toHaveText('Résultats : 4');
  const names = await cardNames(page);
  expect(names.every((name) => /^(Samsung|Apple) /.test(name))).toBe(true);
  const shown = await prices(page);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  expect(Math.max(...shown)).toBeLessThanOrEqual(10000);

  // Someone opening the shared link sees the same list, the same filters ticked.
  const shared = await context.newPage();
  await shared.setViewportSize(VIEWPORTS.desktop);
  await shared.goto(page.url());
  await waitForRemote(shared);
  await expect(shared.locator('[data-product-id]')).toHaveCount(names.length);
  expect(await cardNames(shared)).toEqual(names);
  await expect(shared.getByRole('complementary', { name: 'Filtres' }).getByRole('checkbox', { name: /^Apple/ })).toBeChecked();

  // Nothing matches: the empty state says so and one click lists everything again.
  await page.goto('/catalogue-smartphones?marque=Apple&reseau=4G');
  await expect(page.getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();
  await page.getByRole('button', { name: 'Effacer les filtres' }).last().click();
  await expect(page.locator('[data-product-id]')).toHaveCount(everything);
  await expectAccessible(page);
});

test('a product opens from the list and goes to the cart through the bus', async ({ page }) => {
  const busEvents = await recordBusEvents(page);
  await page.goto('/catalogue-smartphones?marque=Apple');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await page.getByRole('link', { name: 'Apple iPhone 17 256 Go' }).click();
  await expect(page).toHaveURL(/\/catalogue-smartphones\/apple-iphone-17$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apple iPhone 17 256 Go');
  await expect(page.getByText('Caractéristiques')).toBeVisible();
  await page.getByRole('radio', { name: 'Blanc' }).check();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Apple iPhone 17 256 Go · Blanc a été ajouté à votre panier.')).toBeVisible();
  expect((await busEvents()).filter((event) => event.type === 'cart/itemAddRequested')).toEqual([
    { type: 'cart/itemAddRequested', payload: { productType: 'handset', productId: 'apple-iphone-17', quantity: 1, options: { colour: 'Blanc' } } },
  ]);
  await expectAccessible(page);

  // An out-of-stock product cannot be added.
  await page.goto('/catalogue-smartphones/oppo-a40');
  await expect(page.getByText('Rupture de stock')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toHaveAttribute('aria-disabled', 'true');
});

test('plans compare side by side and a plan asked by link is picked out', async ({ page }) => {
  await page.goto('/offres-mobiles/forfait-mobile?productId=forfait-149');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await expect(page.locator('[data-plan-id="forfait-149"]')).toHaveAttribute('aria-current', 'true');
  await page.getByRole('checkbox', { name: /Comparer le Forfait 49 Dh/ }).check();
  await page.getByRole('checkbox', { name: /Comparer le Forfait 149 Dh/ }).check();
  const table = page.getByRole('table', { name: 'Comparaison des forfaits' });
  await expect(table.getByRole('columnheader')).toHaveText(['Forfait 49 Dh — 20 Go', 'Forfait 149 Dh — 100 Go 5G']);
  await expect(table.getByRole('row', { name: /Internet/ }).getByRole('cell')).toHaveText(['20 Go', '100 Go']);
  await page.getByRole('tab', { name: 'Entreprises' }).click();
  await expect(page.locator('[data-plan-id="forfait-pro-199"]')).toBeVisible();
  await expectAccessible(page);
  // Choosing a plan opens the shop's funnel: its number first.
  await page.getByRole('tab', { name: 'Particuliers' }).click();
  await page.getByRole('link', { name: 'Choisir le Forfait 149 Dh — 100 Go 5G', exact: true }).click();
  await expect(page).toHaveURL(/\/achat\/offre-mobile\/choix-numero\?productId=forfait-149$/);
});

test('home internet: every family from the overview, with its offers', async ({ page }) => {
  await page.goto('/offres-internet');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await expect(page.locator('[data-home-family]')).toHaveCount(4);
  await page.locator('[data-home-family="fibre-optique"]').getByRole('link', { name: 'Découvrir les offres' }).click();
  await expect(page).toHaveURL(/\/offres-internet\/wifi-a-la-maison\/fibre-optique$/);
  await expect(page.locator('[data-offer-id]')).toHaveCount(4);
  await page.goto('/offres-internet/wifi-a-la-maison/idar-duo');
  await expect(page.getByRole('heading', { name: 'Les box i-dar' })).toBeVisible();
  await expect(page.locator('[data-product-id="home-box-5g"]')).toBeVisible();
  await expectAccessible(page);
});

test('the catalogue in Arabic, right to left, at 360 px', async ({ page }) => {
  const busEvents = await recordBusEvents(page);
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/ar/catalogue-smartphones');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الهواتف الذكية');
  await page.getByRole('button', { name: 'التصفية' }).click();
  const dialog = page.getByRole('dialog', { name: 'التصفية' });
  await dialog.getByRole('checkbox', { name: /^Xiaomi/ }).check();
  await dialog.getByRole('button', { name: /عرض النتائج/ }).click();
  await expect(page).toHaveURL(/\/ar\/catalogue-smartphones\?marque=Xiaomi$/);
  await expect(page.locator('[data-product-id]')).toHaveCount(2);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: '../test-results/screenshots/catalogue-ar-mobile.png', fullPage: true });
  await expectAccessible(page);

  await page.locator('[data-product-id="xiaomi-redmi-note-14-pro"] h2 a').click();
  await expect(page).toHaveURL(/\/ar\/catalogue-smartphones\/xiaomi-redmi-note-14-pro$/);
  await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
  await expect(page.getByText(/تمت إضافة .* إلى سلتك/)).toBeVisible();
  expect((await busEvents()).map((event) => event.type)).toContain('cart/itemAddRequested');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});
