import { expect, test, type Page } from '../support/test';
import { codeSentBy, typeCode } from '../support/selfcare';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, shot, VIEWPORTS, waitForRemote } from '../support/pages';
import { payOnGateway, TEST_CARDS } from '../support/shop';

/** A postpaid line with three unpaid invoices, paid by no other journey. */
const MDN = '0666000222';

const checkboxes = (page: Page) => page.locator('[data-invoice-list] input[type="checkbox"]');

/** The pending bank bill on screen, in fr, ar or en, as the one widget draws it. */
async function expectPendingReference(page: Page, paymentCode: string, texts: { countdown: RegExp; banks: string }) {
  const reference = page.locator(`[data-bank-bill-ref]`).filter({ has: page.locator(`[data-payment-code="${paymentCode}"]`) });
  await expect(reference.locator('[data-countdown]')).toContainText(texts.countdown);
  await expect(reference.getByRole('region', { name: texts.banks })).toContainText(/\S/);
  return reference;
}

test('a visitor’s invoice held by a pending bank bill is refused by card, the bill is cancelled after a confirmation, then the invoice is paid by card; a stranger can neither see nor cancel the bill', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/paiement-facture');
  await waitForRemote(page, 'mf-invoices');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await dismissCookieBanner(page);
  await page.getByLabel(/^Numéro de la ligne/).fill(MDN);
  const code = await codeSentBy(request, MDN, () => page.getByRole('button', { name: 'Continuer' }).click());
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/paiement-facture\/invoices$/);
  const billNo = await page.locator('[data-invoice-list] li').first().getAttribute('data-bill-no');

  // The visitor takes a bank-bill reference for the newest invoice: the one bank-bill page.
  await checkboxes(page).nth(0).check();
  await page.getByRole('button', { name: 'Payer la sélection' }).click();
  await page.getByRole('radio', { name: /Fatourati/ }).check();
  await page.getByRole('button', { name: 'Obtenir le code de paiement' }).click();
  await expect(page).toHaveURL(/\/paiement-facture\/paiement\/enregistre$/);
  const paymentCode = (await page.locator('[data-payment-code]').getAttribute('data-payment-code'))!;
  expect(paymentCode).toMatch(/^\d{12}$/);
  const reference = await expectPendingReference(page, paymentCode, { countdown: /2 jours 23 heures \d+ minutes?/, banks: 'Banques partenaires' });
  const refNumber = (await reference.getAttribute('data-bank-bill-ref'))!;
  await expect(reference.getByText('Numéro de commande')).toBeVisible();
  await expect(reference.getByText(refNumber)).toBeVisible();
  await expect(reference.getByText('Date de commande')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await shot(page, 'bank-bill-registered-fr-360');

  // A stranger (another browser, no proof of the line) neither lists nor cancels it.
  const stranger = await browser.newContext();
  try {
    const listed = await stranger.request.get(`/api/v1/ms-ecom/payment/eb/pending?mdn=${MDN}`);
    expect(listed.status()).toBe(403);
    expect(((await listed.json()) as { code: string }).code).toBe('bank-bill-001');
    expect((await stranger.request.get(`/api/v1/ms-ecom/payment/eb/consultation?mdn=${MDN}`)).status()).toBe(404);
    const cancelled = await stranger.request.post('/api/v1/ms-ecom/payment/eb/cancel', { data: { mdn: MDN, refNumber } });
    expect([cancelled.status(), ((await cancelled.json()) as { code: string }).code]).toEqual([404, 'not-found']);
  } finally {
    await stranger.close();
  }

  // Later, the browser that made it finds it again on paiement-facture, the line unproved.
  await page.goto('/paiement-facture');
  await waitForRemote(page, 'mf-invoices');
  const kept = page.getByRole('region', { name: 'Vos paiements en banque en attente' });
  await expect(kept.locator(`[data-payment-code="${paymentCode}"]`)).toBeVisible();
  await expectPendingReference(page, paymentCode, { countdown: /2 jours 23 heures/, banks: 'Banques partenaires' });
  await shot(page, 'bank-bill-start-fr-360');

  // The visitor goes on to pay that invoice by card: held by the bill, refused.
  await page.goto('/paiement-facture/invoices');
  await waitForRemote(page, 'mf-invoices');
  await page.locator(`[data-invoice-list] li[data-bill-no="${billNo}"] input[type="checkbox"]`).check();
  await page.getByRole('button', { name: 'Payer la sélection' }).click();
  await page.getByRole('radio', { name: /Carte bancaire/ }).check();
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(page.getByRole('alert')).toContainText('Réglez-le ou annulez-le d’abord.');
  await page.getByRole('link', { name: 'Modifier la sélection' }).click();

  // The list shows every bill pending on the proved line: the same page, with its cancel.
  const pending = page.locator(`[data-pending-bank-bill="${refNumber}"]`);
  await expect(pending).toContainText('Factures · demandé par vous');
  await expectPendingReference(page, paymentCode, { countdown: /2 jours 23 heures/, banks: 'Banques partenaires' });
  await shot(page, 'bank-bill-list-fr-360');
  await page.setViewportSize(VIEWPORTS.desktop);
  await shot(page, 'bank-bill-list-fr-desktop');

  // In Arabic (right to left) and English, at 360px and on a desktop.
  for (const [language, texts] of [
    ['ar', { countdown: /يوم|أيام/, banks: 'البنوك الشريكة' }],
    ['en', { countdown: /2 days 23 hours \d+ minutes?/, banks: 'Partner banks' }],
  ] as const) {
    await page.goto(`/${language}/paiement-facture/invoices`);
    await waitForRemote(page, 'mf-invoices');
    await expectPendingReference(page, paymentCode, texts);
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await shot(page, `bank-bill-list-${language}-desktop`);
    await page.setViewportSize(VIEWPORTS.mobile);
    await expectNoHorizontalScroll(page);
    await shot(page, `bank-bill-list-${language}-360`);
    await page.setViewportSize(VIEWPORTS.desktop);
  }

  // Cancelled for good, after a confirmation; keeping it first cancels nothing.
  await page.goto('/paiement-facture/invoices');
  await waitForRemote(page, 'mf-invoices');
  await pending.getByRole('button', { name: 'Annuler ce paiement' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Annuler ce paiement ?' });
  await expect(dialog).toContainText('Cette annulation est définitive');
  await expectAccessible(page);
  await shot(page, 'bank-bill-confirm-fr-desktop');
  await dialog.getByRole('button', { name: 'Non, garder ma référence' }).click();
  await expect(pending).toBeVisible();
  await pending.getByRole('button', { name: 'Annuler ce paiement' }).click();
  await dialog.getByRole('button', { name: 'Oui, annuler définitivement' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Le code de paiement de .* est annulé/ })).toBeVisible();
  await expect(pending).toHaveCount(0);

  // Now the card pays it.
  await page.locator(`[data-invoice-list] li[data-bill-no="${billNo}"] input[type="checkbox"]`).check();
  await page.getByRole('button', { name: 'Payer la sélection' }).click();
  await page.getByRole('radio', { name: /Carte bancaire/ }).check();
  await page.getByRole('button', { name: /^Payer / }).click();
  await payOnGateway(page, TEST_CARDS.succeeds);
  await expect(page).toHaveURL(/\/paiement-facture\/paiement\/ok\?refNumber=/);
  await expect(page.locator('[data-paid-order]')).toContainText(billNo!);
  // Nothing pending is left to find again.
  await page.goto('/paiement-facture');
  await waitForRemote(page, 'mf-invoices');
  await expect(page.getByRole('tab', { name: 'Particulier' })).toBeVisible();
  await expect(page.locator('[data-browser-bank-bills]')).toHaveCount(0);
  // The bank can no longer take the cancelled code.
  expect((await request.post('/api/v1/payment-gateway/fatourati/pay', { data: { paymentCode } })).ok()).toBe(false);
});
