import { expect, test, type Page } from '../support/test';
import type { BankBillPayment } from '@atlas/contracts/shop';
import { dismissCookieBanner, expectAccessible, waitForRemote } from '../support/pages';
import { browserHeaders, buyer, captchaText, fillClientInfo, solveCaptcha, watchCaptchas } from '../support/shop';

const PHONE = '0612300301';

/** A smartphone bought by the same buyer, up to the payment page. */
async function phoneToPayment(page: Page, product: string) {
  await page.goto(`/catalogue-smartphones/${product}`);
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.locator('[data-header-basket]')).toHaveAttribute('data-count', '1');
  await page.goto('/purchase');
  await expect(page).toHaveURL(/\/achat\/terminal$/);
  await fillClientInfo(page, buyer(PHONE));
  await page.locator('form[data-step="client"]').getByRole('button', { name: 'Continuer' }).click();
  await page.locator('form[data-step="delivery"]').getByRole('button', { name: 'Passer au paiement' }).click();
  await expect(page).toHaveURL(/\/achat\/paiement$/);
}

const pendingOf = async (page: Page) => {
  const answer = await page.request.get(`/api/v1/ms-ecom/payment/eb/consultation?mdn=${PHONE}`, { headers: await browserHeaders(page) });
  return answer.ok() ? ((await answer.json()) as BankBillPayment) : null;
};

test('a bank-bill reference: code, banks and countdown; a second one is refused (ecom-067) until the first is cancelled to pay another way; cancelled for good after a confirmation', async ({
  page,
  request,
}) => {
  const lastCaptcha = watchCaptchas(page);
  await phoneToPayment(page, 'xiaomi-redmi-14c');
  await page.getByRole('radio', { name: /Fatourati/ }).check();
  await solveCaptcha(page, request, lastCaptcha);
  await page.getByRole('button', { name: 'Obtenir ma référence de paiement' }).click();
  await expect(page).toHaveURL(/\/achat\/paiement\/enregistre\?refNumber=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre référence de paiement' })).toBeVisible();
  const first = await pendingOf(page);
  expect(first?.status).toBe('pending');
  await expect(page.locator('[data-payment-code]')).toHaveAttribute('data-payment-code', first!.paymentCode);
  await expect(page.locator('[data-countdown]')).toContainText(/2 jours 23 heures \d+ minutes/);
  await expect(page.getByRole('region', { name: 'Banques partenaires' })).toContainText('Banque Oasis');
  await expect(page.getByText(first!.refNumber)).toBeVisible();
  await expectAccessible(page);

  // A second purchase by the same number: the reference is refused while the first is pending.
  await phoneToPayment(page, 'honor-400-lite');
  // Not a choice any more: named among the methods not offered, with why (issue 36).
  await expect(page.getByRole('radio', { name: /Fatourati/ })).toHaveCount(0);
  await expect(page.locator('[data-methods-not-offered] [data-method="fatourati"]')).toContainText(/Un paiement est déjà en attente/);
  // The server refuses it too, whatever the page shows, to the browser whose bill is pending (a
  // pending bill is one per number and payer: another browser's would not block this one).
  const { captchaId } = (await (await request.get('/api/v1/ms-payment/captcha/generate')).json()) as { captchaId: string };
  const refused = await request.post(`/api/v1/ms-ecom/cart/${await page.evaluate(() => localStorage.getItem('cartId'))}/payment/eb`, {
    headers: { 'idempotency-key': crypto.randomUUID(), ...(await browserHeaders(page)) },
    data: {
      client: clientOf(PHONE),
      delivery: { mode: 'home', address: '12 rue des Orangers', city: 'Rabat', postalCode: '10000' },
      captcha: { captchaId, captchaText: await captchaText(request, captchaId) },
    },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('ecom-067');

  // Cancel the first to pay this one another way: the customer goes on with this cart.
  await page.getByRole('link', { name: 'Voir le paiement en attente' }).click();
  await expect(page.locator('[data-payment-code]')).toHaveAttribute('data-payment-code', first!.paymentCode);
  await page.getByRole('button', { name: 'Annuler et payer autrement' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Annuler cette référence pour payer autrement ?' });
  await expect(dialog).toContainText('Cette annulation est définitive');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Oui, annuler et choisir un autre moyen' }).click();
  await expect(page).toHaveURL(/\/achat\/paiement$/);
  expect(await pendingOf(page)).toBeNull();
  await expect(page.getByRole('complementary', { name: 'Récapitulatif de la commande' })).toContainText('Honor 400 Lite');

  // This purchase now gets its reference, then cancels it for good.
  await page.getByRole('radio', { name: /Fatourati/ }).check();
  await solveCaptcha(page, request, lastCaptcha);
  await page.getByRole('button', { name: 'Obtenir ma référence de paiement' }).click();
  await expect(page.locator('[data-payment-code]')).toBeVisible();
  const second = await pendingOf(page);
  expect(second?.refNumber).not.toBe(first!.refNumber);
  await page.getByRole('button', { name: 'Annuler ce paiement' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Non, garder ma référence' }).click();
  expect((await pendingOf(page))?.refNumber).toBe(second!.refNumber);
  await page.getByRole('button', { name: 'Annuler ce paiement' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, annuler définitivement' }).click();
  await expect(page.getByRole('heading', { name: 'Votre référence de paiement est annulée' })).toBeVisible();
  expect(await pendingOf(page)).toBeNull();
});

function clientOf(phone: string) {
  const who = buyer(phone);
  return {
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
  };
}
