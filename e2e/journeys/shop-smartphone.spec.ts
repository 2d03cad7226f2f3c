import { expect, test, type Page } from '../support/test';
import { dismissCookieBanner, expectAccessible, waitForRemote } from '../support/pages';
import { buyer, fillClientInfo, orderOf, refNumberOf, solveCaptcha, watchCaptchas } from '../support/shop';

async function addProduct(page: Page, path: string, added: string | RegExp) {
  await page.goto(path);
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText(added)).toBeVisible();
}

test('a smartphone with an accessory; a second smartphone is refused; paid in cash in an agency after a captcha', async ({ page, request }) => {
  const lastCaptcha = watchCaptchas(page);
  await addProduct(page, '/catalogue-smartphones/xiaomi-redmi-14c', 'Xiaomi Redmi 14C 4G 128 Go · Bleu a été ajouté à votre panier.');
  await addProduct(page, '/accessoires-home/routeur-wifi-6', 'Routeur Wi-Fi 6 AX3000 a été ajouté à votre panier.');
  await expect(page.locator('[data-header-basket]')).toHaveAttribute('data-count', '2');

  // The single-smartphone rule: an accessory goes with one smartphone only.
  await page.goto('/catalogue-smartphones/samsung-galaxy-a56');
  await waitForRemote(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Un forfait, une box, un accessoire ou une carte SIM ne peut accompagner qu’un seul smartphone.')).toBeVisible();
  await expect(page.locator('[data-header-basket]')).toHaveAttribute('data-count', '2');

  // The cart survives a reload, and its panel leads to the checkout.
  await page.goto('/cart');
  await waitForRemote(page, 'mf-cart-payment');
  await page.reload();
  const items = page.getByRole('list', { name: 'Articles du panier' });
  await expect(items.getByRole('listitem')).toHaveCount(2);
  // The colour chosen is part of the item's name, in the page's language.
  await expect(items).toContainText('Xiaomi Redmi 14C 4G 128 Go · Bleu');
  const panel = page.getByRole('complementary', { name: 'Votre panier' });
  await expect(panel).toContainText('2 198');
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Commander' }).click();
  await expect(page).toHaveURL(/\/achat\/terminal$/);

  await fillClientInfo(page, buyer('0612300201'));
  await page.locator('form[data-step="client"]').getByRole('button', { name: 'Continuer' }).click();
  const delivery = page.locator('form[data-step="delivery"]');
  await delivery.getByRole('radio', { name: /En agence/ }).check();
  await delivery.getByLabel(/^Agence/).selectOption({ index: 1 });
  await expect(delivery.locator('[data-agency-address]')).toBeVisible();
  await expectAccessible(page);
  await delivery.getByRole('button', { name: 'Passer au paiement' }).click();

  await page.getByRole('radio', { name: /Espèces/ }).check();
  await expect(page.locator('[data-captcha] img')).toBeVisible();
  await page.getByLabel(/^Recopiez le code/).fill('zzzzz');
  await page.getByRole('button', { name: /Valider ma commande/ }).click();
  await expect(page.getByRole('alert')).toContainText(/code de vérification est invalide/);
  await solveCaptcha(page, request, lastCaptcha);
  await page.getByRole('button', { name: /Valider ma commande/ }).click();
  await expect(page).toHaveURL(/\/achat\/paiement\/enregistre\?refNumber=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre commande est enregistrée' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Les prochaines étapes' })).toContainText('Votre commande vous attend sous 24 h dans l’agence choisie');
  await expectAccessible(page);

  const order = await orderOf(page, refNumberOf(page));
  expect(order).toMatchObject({ paymentMethod: 'especes', paymentOutcome: 'enregistre', status: 'registered', delivery: 'agency', totalAmount: 2198 });
  expect(order.orderItems.map((item) => item.productId).sort()).toEqual(['routeur-wifi-6', 'xiaomi-redmi-14c']);
  await expect(page.locator('[data-header-basket]')).toHaveAttribute('data-count', '0');
});
