import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, VIEWPORTS, shot } from '../support/pages';
import { DEMO_ACCOUNTS, SELF_CARE, signInThroughUi } from '../support/selfcare';
import { continueToCardStep, payOnGateway, refNumberOf, TEST_CARDS } from '../support/shop';

/**
 * Money pages tell the truth (issue 33 §3): a result page shows the order's real state, also when
 * the customer goes back to an older gateway page of the same order; back after 3-D Secure never
 * lands on a posted form; every payment's receipt downloads as a PDF in the page's language, from
 * its result page and from the transaction history.
 */

/** Clicks a receipt button and checks the file saved: its name and that it is a PDF. */
async function downloadReceipt(page: Page, button: ReturnType<Page['getByRole']>, fileName: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  if (process.env.SHOTS_DIR) await download.saveAs(`${process.env.SHOTS_DIR}/${fileName}`);
  return bytes;
}

test('a recharge paid after a declined try: its older result and gateway pages say it is paid, back after 3-D Secure is a page, and its receipt is a PDF', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/recharges?mdn=0669000555');
  await dismissCookieBanner(page);
  await page.getByRole('button', { name: 'Ajouter Recharge 10 Dh' }).click();
  await page.locator('[data-continue]').click();
  await page.getByRole('radio', { name: /Carte bancaire/ }).check();
  await continueToCardStep(page);
  await page.waitForURL(/\/payment-gateway\//);
  const firstGatewayPage = page.url();
  await payOnGateway(page, TEST_CARDS.declined);
  await expect(page).toHaveURL(/\/recharges\/paiement\/echoue\?refNumber=.*code=gateway-001/);
  const failedResult = page.url();
  const refNumber = refNumberOf(page);
  await expect(page.getByRole('alert')).toContainText('Rien n’a été débité');

  // The same order paid on a second try, with 3-D Secure.
  await page.getByRole('link', { name: 'Réessayer le paiement' }).click();
  await page.getByRole('radio', { name: /Carte bancaire/ }).check();
  await continueToCardStep(page);
  await payOnGateway(page, TEST_CARDS.threeDSecure);
  await expect(page).toHaveURL(new RegExp(`/recharges/paiement/ok\\?refNumber=${refNumber}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Recharge effectuée' })).toBeVisible();

  // Back from the result, over the 3-D Secure step: pages read again, never a form posted again.
  const back = await page.goBack();
  expect(back?.request().method() ?? 'GET').toBe('GET');
  await expect(page.getByRole('heading', { level: 1, name: /Recharge effectuée|Payer par carte bancaire/ })).toBeVisible();

  // The older result page of the declined try, and the older gateway page: the order is paid.
  await page.goto(failedResult);
  await expect(page.getByRole('heading', { level: 1, name: 'Recharge effectuée' })).toBeVisible();
  await expect(page.getByText('Rien n’a été débité')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Réessayer le paiement' })).toHaveCount(0);
  await page.goto(firstGatewayPage);
  await expect(page).toHaveURL(new RegExp(`/recharges/paiement/(ok|echoue)\\?refNumber=${refNumber}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Recharge effectuée' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'recharge-result-revisited-fr-1280');

  await downloadReceipt(page, page.getByRole('button', { name: 'Télécharger le reçu (PDF)' }), `recu-${refNumber}-fr.pdf`);
});

test('ar 360: the line’s holder downloads the receipt of a recharge someone paid for the line, from the transaction history', async ({ page, request }) => {
  // Not the prepaid demo line: recharge.spec.ts checks that line's balance to the dirham while this runs beside it.
  const username = DEMO_ACCOUNTS.cameleon.username;
  // A visitor's card recharge of the line, through the API as the site would make it.
  const cart = (await (await request.post('/api/v1/ms-payment/cart/create', { data: {} })).json()) as { cartId: string };
  const added = await request.post('/api/v1/ms-payment/cart/add', {
    data: { cartId: cart.cartId, productType: 'recharge', productId: 'recharge-10', options: { mdn: username } },
  });
  expect(added.status()).toBe(200);
  const paid = await request.post(`/api/v1/ms-ecom/cart/${cart.cartId}/payment/cb`, { data: {}, headers: { 'idempotency-key': crypto.randomUUID() } });
  expect(paid.ok()).toBe(true);
  const { refNumber, redirectUrl } = (await paid.json()) as { refNumber: string; redirectUrl: string };
  await request.post(new URL(redirectUrl, 'http://site').pathname, {
    form: { holder: 'Rim Squalli', number: TEST_CARDS.succeeds, expiry: '12/34', cvv: '123' },
  });

  await page.setViewportSize(VIEWPORTS.mobile);
  await signInThroughUi(page, username, { locale: 'ar' });
  await dismissCookieBanner(page);
  await page.goto(`/ar${SELF_CARE}/TransactionHistory`);
  const row = page.locator(`[data-transaction="${refNumber}"]`);
  await expect(row).toHaveCount(1);
  const button = row.getByRole('button', { name: `إيصال PDF للأداء ${refNumber}` });
  await expect(button).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await shot(page, 'transactions-receipt-ar-360');
  await downloadReceipt(page, button, `recu-${refNumber}-ar.pdf`);
});
