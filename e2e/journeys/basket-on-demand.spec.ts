import { expect, test } from '../support/test';
import { recordBusEvents } from '../support/bus';
import { dismissCookieBanner, waitForRemote } from '../support/pages';

const SHOP_FILES = /\/remotes\/mf-cart-payment\//;

test('a visitor’s first page fetches none of the shop; adding to the cart loads it, and the basket panel beside the cart leads on', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const busEvents = await recordBusEvents(page);

  await page.goto('/');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  // The shell's stand-in holds the basket's place; the shop's remote entry is not fetched.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Panier' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => SHOP_FILES.test(path))).toEqual([]);

  // A product page asks the cart on the bus before the shop is there: the request waits for it.
  await page.getByRole('banner').getByRole('button', { name: 'Panier' }).waitFor();
  await page.goto('/catalogue-smartphones/samsung-galaxy-a26');
  await waitForRemote(page);
  expect(fetched.filter((path) => SHOP_FILES.test(path))).toEqual([]);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const basket = page.locator('[data-header-basket]');
  await expect(basket).toHaveAttribute('data-count', '1');
  expect(fetched.some((path) => SHOP_FILES.test(path) && path.endsWith('/remoteEntry.js'))).toBe(true);
  expect((await busEvents()).filter((event) => event.type === 'cart/itemAddRequested')).toHaveLength(1);

  // The cart's panel is the shop's own widget; its button goes to the next step.
  await basket.getByRole('button', { name: 'Panier, 1 article' }).click();
  await page.getByRole('region', { name: 'Mon panier' }).getByRole('link', { name: 'Voir mon panier' }).click();
  await waitForRemote(page, 'mf-cart-payment');
  const panel = page.getByRole('complementary', { name: 'Votre panier' });
  await expect(panel).toContainText('Samsung Galaxy A26 5G 128 Go');
  await page.screenshot({ path: '../test-results/screenshots/basket-panel-cart.png', fullPage: true });
  await panel.getByRole('button', { name: 'Commander' }).click();
  await expect(page).toHaveURL(/\/achat\/terminal$/);
  await expect(page.getByRole('complementary', { name: 'Récapitulatif de la commande' })).toContainText('Samsung Galaxy A26 5G 128 Go');
});
