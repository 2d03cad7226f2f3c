import { expect, test, type Page } from '../support/test';
import { recordBusEvents } from '../support/bus';
import { dismissCookieBanner, expectAccessible, waitForRemote } from '../support/pages';
import { buyer, fillClientInfo, inPairs, inPairsInText, openPlanNumberStep, orderOf, payOnGateway, refNumberOf, TEST_CARDS, type Buyer } from '../support/shop';

const SHOP = 'mf-cart-payment';

/** From the plans page to the payment page: a plan, the first number of a category, the buyer, home delivery. */
async function planToPayment(page: Page, who: Buyer, { category = /Standard/ }: { category?: RegExp } = {}): Promise<string> {
  const step = await openPlanNumberStep(page);
  await step.getByRole('radio', { name: category }).check();
  const first = step.locator('[data-choices="mdn"] input').first();
  const mdn = (await first.getAttribute('value'))!;
  await first.check();
  await step.getByRole('button', { name: 'Continuer' }).click();
  await fillClientInfo(page, who);
  await page.locator('form[data-step="client"]').getByRole('button', { name: 'Continuer' }).click();
  await page.locator('form[data-step="delivery"]').getByRole('button', { name: 'Passer au paiement' }).click();
  await expect(page).toHaveURL(/\/achat\/paiement$/);
  return mdn;
}

test('a plan with a chosen number, paid by a card that succeeds: one payment for a doubled click, the draft kept on reload', async ({ page }) => {
  const busEvents = await recordBusEvents(page);
  await page.goto('/offres-mobiles/forfait-mobile');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await page.getByRole('link', { name: 'Choisir le Forfait 99 Dh — 50 Go', exact: true }).click();
  await expect(page).toHaveURL(/\/achat\/offre-mobile\/choix-numero\?productId=forfait-99$/);
  await waitForRemote(page, SHOP);
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre numéro' })).toBeVisible();

  // A category, its available numbers, and a number chosen: the plan and the number join the cart.
  const step = page.locator('form[data-step="number"]');
  await step.getByRole('radio', { name: /Silver/ }).check();
  const first = step.locator('[data-choices="mdn"] input').first();
  const mdn = (await first.getAttribute('value'))!;
  await first.check();
  await expectAccessible(page);
  await step.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/achat\/offre-mobile\/info-client\?productId=forfait-99$/);
  const panel = page.getByRole('complementary', { name: 'Récapitulatif de la commande' });
  await expect(panel).toContainText('Forfait 99 Dh — 50 Go');
  await expect(panel).toContainText(inPairs(mdn));
  await expect(page.locator('[data-header-basket]')).toHaveAttribute('data-count', '2');

  // The client form refuses a wrong contact number, then takes the buyer.
  const who = buyer('0612300101');
  await fillClientInfo(page, { ...who, phone: '0812300101' });
  await page.locator('form[data-step="client"]').getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Le numéro doit comporter 10 chiffres et commencer par 05, 06 ou 07')).toBeVisible();
  await page.getByLabel(/^Numéro de contact/).fill(who.phone);
  await expectAccessible(page);
  await page.locator('form[data-step="client"]').getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/achat\/offre-mobile\/livraison\?productId=forfait-99$/);

  // Reload and back keep what was given.
  await page.reload();
  await expect(page.getByLabel(/^Adresse de livraison/)).toHaveValue('12 rue des Orangers');
  await page.goBack();
  await expect(page.locator('form[data-step="client"]').getByLabel(/^Prénom/)).toHaveValue('Salma');
  await page.goForward();

  // The basket panel's button submits the step.
  await panel.getByRole('button', { name: 'Passer au paiement' }).click();
  await expect(page).toHaveURL(/\/achat\/paiement$/);
  await expect(page.getByRole('region', { name: 'Récapitulatif' })).toContainText(inPairs(mdn));
  await expectAccessible(page);

  const initiations: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && /\/payment\/cb$/.test(sent.url())) initiations.push(sent.headers()['idempotency-key'] ?? '');
  });
  await page.getByRole('button', { name: 'Payer 148 Dh' }).dblclick();
  await payOnGateway(page, TEST_CARDS.succeeds);
  await expect(page).toHaveURL(/\/achat\/paiement\/ok\?refNumber=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci, votre paiement est accepté' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Les prochaines étapes' })).toContainText(`avec votre nouveau numéro ${inPairsInText(mdn)}`);
  await expect(page.getByRole('link', { name: 'Tout savoir sur la suite de votre achat' })).toHaveAttribute('href', '/page-explicative-post-achat');
  await expectAccessible(page);
  expect(new Set(initiations).size).toBe(1);

  const order = await orderOf(page, refNumberOf(page));
  expect(order).toMatchObject({ paymentOutcome: 'ok', status: 'paid', paymentMethod: 'cartebancaire', totalAmount: 148, monthlyAmount: 99, delivery: 'home' });
  expect(order.orderItems.flatMap((item) => item.custom_options)).toContainEqual({ label: 'mdn', value: mdn });
  await expect(page.locator('[data-header-basket]')).toHaveAttribute('data-count', '0');
  expect(await page.evaluate(() => [localStorage.getItem('cartId'), sessionStorage.getItem('checkoutDraft')])).toEqual([null, null]);
  expect((await busEvents()).filter((event) => event.type === 'payment/succeeded')).toEqual([
    { type: 'payment/succeeded', payload: { refNumber: order.refNumber } },
  ]);
});

test('a declined card says why and keeps the cart; paying again with a 3-D Secure code succeeds', async ({ page }) => {
  await planToPayment(page, buyer('0612300102'));
  await page.getByRole('button', { name: 'Payer 99 Dh' }).click();
  await payOnGateway(page, TEST_CARDS.declined);
  await expect(page).toHaveURL(/\/achat\/paiement\/echoue\?refNumber=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Le paiement n’a pas abouti' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Votre banque a refusé le paiement (provision insuffisante).');
  await expectAccessible(page);
  const declined = await orderOf(page, refNumberOf(page));
  expect(declined).toMatchObject({ paymentOutcome: 'echoue', errorCode: 'gateway-001' });
  await expect(page.locator('[data-header-basket]')).toHaveAttribute('data-count', '2');

  await page.getByRole('link', { name: 'Réessayer le paiement' }).click();
  await expect(page).toHaveURL(/\/achat\/paiement$/);
  await page.getByRole('button', { name: 'Payer 99 Dh' }).click();
  await payOnGateway(page, TEST_CARDS.threeDSecure);
  await expect(page).toHaveURL(/\/achat\/paiement\/ok\?refNumber=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci, votre paiement est accepté' })).toBeVisible();
  const paid = await orderOf(page, refNumberOf(page));
  expect(paid).toMatchObject({ paymentOutcome: 'ok', status: 'paid' });
  // One order for the cart: the retry paid the order the declined card left unpaid.
  expect(paid.refNumber).toBe(declined.refNumber);
});
