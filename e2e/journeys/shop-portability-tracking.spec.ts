import { expect, test, type APIRequestContext } from '../support/test';
import type { Cart, RegisteredOrder } from '@atlas/contracts/shop';
import { dismissCookieBanner, expectAccessible, waitForRemote } from '../support/pages';
import { buyer, captchaText, fillClientInfo, orderOf, payOnGateway, refNumberOf, solveCaptcha, TEST_CARDS, watchCaptchas } from '../support/shop';

test('a plan keeping one’s number: a refused number says ecom-054, the RIO is explained, the order tells when the number moves', async ({ page }) => {
  await page.goto('/offres-mobiles/forfait-mobile');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await page.getByRole('link', { name: 'Choisir le Forfait 99 Dh — 50 Go en gardant mon numéro' }).click();
  await expect(page).toHaveURL(/\/achat\/offre-mobile\/portabilite\?productId=forfait-99$/);
  await waitForRemote(page, 'mf-cart-payment');
  const form = page.locator('form[data-step="portability"]');
  await form.getByLabel(/^Numéro à conserver/).fill('0612000054');
  await form.getByRole('radio', { name: 'Sahara Mobile' }).check();
  await form.getByLabel(/^Code RIO/).fill('AB12CD34');
  await form.getByLabel(/^Numéro ICC/).fill('8921 2000 0000 0000 0');
  await form.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Ce n’est pas l’ICC d’une carte SIM Atlas Telecom : il compte 18 chiffres et commence par 89212.')).toBeVisible();
  await form.getByLabel(/^Numéro ICC/).fill('8921 2000 0000 0000 01');
  await form.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('alert')).toContainText(/Ce numéro n.est pas éligible à la portabilité/);
  await expect(form.getByLabel(/^Code RIO/)).toHaveValue('AB12CD34');

  await form.getByRole('button', { name: 'Comment obtenir mon code RIO ?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Votre code RIO' });
  await expect(dialog).toContainText('SMS gratuit au 1234');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'J’ai compris' }).click();

  await form.getByLabel(/^Numéro à conserver/).fill('0612004477');
  await form.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/achat\/offre-mobile\/info-client\?productId=forfait-99$/);
  await expect(page.locator('[data-header-basket]')).toHaveAttribute('data-count', '1');
  await fillClientInfo(page, buyer('0612300401'));
  await page.locator('form[data-step="client"]').getByRole('button', { name: 'Continuer' }).click();
  await page.locator('form[data-step="delivery"]').getByRole('button', { name: 'Passer au paiement' }).click();
  const recap = page.getByRole('region', { name: 'Récapitulatif' });
  await expect(recap).toContainText('Numéro conservé');
  await expect(recap).toContainText('Transfert depuis Sahara Mobile');
  await page.getByRole('button', { name: 'Payer 99 Dh' }).click();
  await payOnGateway(page, TEST_CARDS.succeeds);
  await expect(page).toHaveURL(/\/achat\/paiement\/ok\?refNumber=/);
  const steps = page.getByRole('region', { name: 'Les prochaines étapes' });
  await expect(steps).toContainText('Votre numéro sera transféré le');
  await expect(steps.getByRole('link', { name: 'Comment se passe la portabilité' })).toHaveAttribute('href', '/page-explicative-post-achat-portabilite');
  expect(await orderOf(page, refNumberOf(page))).toMatchObject({ paymentOutcome: 'ok', status: 'paid' });
});

/** An order placed through the API, as another browser would: a router paid in cash. */
async function registeredOrder(request: APIRequestContext, phone: string): Promise<string> {
  const cart = (await (await request.post('/api/v1/ms-payment/cart/create', { data: {} })).json()) as Cart;
  expect(
    (
      await request.post('/api/v1/ms-payment/cart/add', {
        data: { cartId: cart.cartId, productType: 'box-et-routeur', productId: 'routeur-wifi-6', quantity: 1 },
      })
    ).ok(),
  ).toBe(true);
  const { captchaId } = (await (await request.get('/api/v1/ms-payment/captcha/generate')).json()) as { captchaId: string };
  const who = buyer(phone);
  const answer = await request.post(`/api/v1/ms-ecom/cart/${cart.cartId}/payment/cash`, {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      client: {
        civility: 'mme',
        firstName: who.firstName,
        lastName: who.lastName,
        birthDate: who.birthDate,
        nationality: 'MA',
        identityType: 'cin',
        identityNumber: who.cin,
        address: who.address,
        city: who.city,
        postalCode: who.postalCode,
        email: who.email,
        phoneNumber: phone,
        terms: true,
      },
      delivery: { mode: 'home', address: who.address, city: who.city, postalCode: who.postalCode },
      captcha: { captchaId, captchaText: await captchaText(request, captchaId) },
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as RegisteredOrder).refNumber;
}

test('order tracking: the status as a timeline for the right three details, “no result returned” otherwise', async ({ page, request }) => {
  const refNumber = await registeredOrder(request, '0612300402');
  const lastCaptcha = watchCaptchas(page);
  await page.goto('/suivi-commande');
  await waitForRemote(page, 'mf-cart-payment');
  await dismissCookieBanner(page);
  await page.getByLabel(/^Numéro de commande/).fill(refNumber);
  await page.getByLabel(/^Numéro de CIN/).fill('BK123456');
  await page.getByLabel(/^Numéro de contact/).fill('0612300499');
  await solveCaptcha(page, request, lastCaptcha);
  await page.getByRole('button', { name: 'Suivre ma commande' }).click();
  await expect(page.getByRole('heading', { name: 'Aucun résultat retourné.' })).toBeVisible();

  await page.getByLabel(/^Numéro de contact/).fill('0612300402');
  await solveCaptcha(page, request, lastCaptcha);
  await page.getByRole('button', { name: 'Suivre ma commande' }).click();
  const timeline = page.getByRole('list', { name: 'Étapes de la commande' });
  await expect(timeline.locator('li[aria-current="step"]')).toContainText('Commande enregistrée');
  await expect(timeline.getByRole('listitem').last()).toContainText('À venir');
  await expect(page.getByRole('heading', { name: `Commande ${refNumber}` })).toBeVisible();
  await expectAccessible(page);
});
