import { expect, test, type Page } from '../support/test';
import { DEMO_ACCOUNTS, codeSentBy, SELF_CARE, signInThroughUi, typeCode } from '../support/selfcare';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, shot, VIEWPORTS, waitForRemote } from '../support/pages';
import { browserHeaders, payOnGateway, refNumberOf, TEST_CARDS } from '../support/shop';

/** The visitor's private search: the number, then the code sent to the line (or to a home line's contact mobile). */
async function confirmLine(
  page: Page,
  request: Parameters<typeof codeSentBy>[0],
  mdn: string,
  codesTo = mdn,
  labels = { number: /^Numéro de la ligne/, submit: 'Continuer' },
) {
  await page.getByLabel(labels.number).fill(mdn);
  const code = await codeSentBy(request, codesTo, () => page.getByRole('button', { name: labels.submit }).click());
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/paiement-facture\/invoices$/);
  await expect(page.locator('[data-invoice-list]')).toBeVisible();
}

const checkboxes = (page: Page) => page.locator('[data-invoice-list] input[type="checkbox"]');

test('a visitor pays two invoices of a line by card from the home page’s “Payer ma facture”, and the history shows them paid', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await dismissCookieBanner(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: /Payer ma facture/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/paiement-facture$/);
  await waitForRemote(page, 'mf-invoices');
  await expect(page.getByRole('tab', { name: 'Particulier' })).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'invoices-search-fr-1280');
  await expectAccessible(page);

  // A malformed number is refused in the browser with the spec's message.
  await page.getByLabel(/^Numéro de la ligne/).fill('0812');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Le numéro doit comporter 10 chiffres et commencer par 05, 06 ou 07')).toBeVisible();

  const mdn = DEMO_ACCOUNTS.homeInternet.username;
  await confirmLine(page, request, mdn, '0664556606');
  await expect(checkboxes(page)).toHaveCount(3);
  await expect(page.getByText('Omar')).toHaveCount(0);
  await shot(page, 'invoices-list-fr-1280');
  await expectAccessible(page);
  await checkboxes(page).nth(0).check();
  await checkboxes(page).nth(1).check();
  const total = Number(await page.locator('[data-invoices-total]').getAttribute('data-invoices-total'));
  expect(total).toBeGreaterThan(0);
  const chosen = await page.locator('[data-invoice-list] li').evaluateAll((items) => items.slice(0, 2).map((item) => item.getAttribute('data-bill-no')));
  await page.getByRole('button', { name: 'Payer la sélection' }).click();
  await expect(page).toHaveURL(/\/paiement-facture\/paiement$/);
  await page.getByRole('radio', { name: /Carte bancaire/ }).check();
  await page.getByRole('button', { name: /^Payer / }).click();
  await payOnGateway(page, TEST_CARDS.succeeds);
  await expect(page).toHaveURL(/\/paiement-facture\/paiement\/ok\?refNumber=/);
  const refNumber = refNumberOf(page);
  await expect(page.locator('[data-payment-outcome="ok"]')).toContainText(refNumber);
  await expect(page.locator('[data-paid-order]')).toContainText(chosen[0]!);
  // What is left to pay: the third invoice, its period in words, and the way to pay it.
  const left = page.locator('[data-still-unpaid]');
  await expect(left.getByRole('heading', { name: 'Il vous reste une facture à payer' })).toBeVisible();
  await expect(left.getByRole('listitem')).toHaveCount(1);
  await expect(left.getByRole('listitem')).toContainText(/^Facture d(e |’)\p{L}+ \d{4} · /u);
  await expect(left).not.toContainText(/\d{4}-\d{2}/);
  await left.getByRole('link', { name: 'Payer cette facture' }).click();
  await expect(page).toHaveURL(/\/paiement-facture\/invoices$/);
  await expect(checkboxes(page)).toHaveCount(1);
  await expect(page.locator('[data-invoice-list] li').first()).not.toHaveAttribute('data-bill-no', chosen[0]!);

  // The customer's history says the same, with the payment's reference.
  await signInThroughUi(page, mdn);
  await page.goto(`${SELF_CARE}/mes-factures`);
  await page.getByRole('tab', { name: 'Historique' }).click();
  for (const billNo of chosen) {
    const row = page.locator(`[data-invoice-history] li[data-bill-no="${billNo}"]`);
    await expect(row).toHaveAttribute('data-status', 'paid');
    await expect(row).toContainText(refNumber);
  }
  await page.getByRole('tab', { name: 'À payer' }).click();
  await expect(checkboxes(page)).toHaveCount(1);
});

test('a business pays its invoices with its billing account and payment code', async ({ page }) => {
  await page.goto('/paiement-facture');
  await dismissCookieBanner(page);
  await page.getByRole('tab', { name: 'Entreprise' }).click();
  await page.getByLabel(/^Compte de facturation/).fill('1002003004');
  await page.getByLabel(/^Code de paiement/).fill('1234');
  await page.getByRole('button', { name: 'Voir les factures' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'code de paiement est incorrect' }).first()).toBeVisible();
  await page.getByLabel(/^Code de paiement/).fill('4821');
  await page.getByRole('button', { name: 'Voir les factures' }).click();
  await expect(page).toHaveURL(/\/paiement-facture\/invoices$/);
  await expect(checkboxes(page)).toHaveCount(4);
  await expect(page.locator('[data-invoice-list]')).toContainText('07 00 11 22 03');
  await page.getByRole('button', { name: 'Tout sélectionner' }).click();
  await page.getByRole('button', { name: 'Payer la sélection' }).click();
  await page.getByRole('radio', { name: /Carte bancaire/ }).check();
  await page.getByRole('button', { name: /^Payer / }).click();
  await payOnGateway(page, TEST_CARDS.succeeds);
  await expect(page.locator('[data-payment-outcome="ok"]')).toBeVisible();
  await page.goto('/paiement-facture/invoices');
  await expect(page).toHaveURL(/\/paiement-facture$/);
});

test('a declined card leaves every invoice unpaid and selectable again', async ({ page, request }) => {
  await page.goto('/paiement-facture');
  await dismissCookieBanner(page);
  await confirmLine(page, request, '0539000888', '0671000999');
  await expect(checkboxes(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Tout sélectionner' }).click();
  await page.getByRole('button', { name: 'Payer la sélection' }).click();
  await page.getByRole('radio', { name: /Carte bancaire/ }).check();
  await page.getByRole('button', { name: /^Payer / }).click();
  await payOnGateway(page, TEST_CARDS.declined);
  await expect(page).toHaveURL(/\/paiement-facture\/paiement\/echoue/);
  await expect(page.locator('[data-payment-outcome="echoue"]')).toContainText('restent à payer');
  await page.getByRole('link', { name: 'Réessayer le paiement' }).click();
  await expect(checkboxes(page)).toHaveCount(2);
});

test('a signed-in customer sorts the history, downloads a PDF and pays the rest with a bank-bill reference', async ({ page, request }) => {
  const mdn = DEMO_ACCOUNTS.postpaidWithFibre.username;
  await signInThroughUi(page, mdn);
  // From the account menu of the header.
  await page.getByRole('button', { name: /Compte de Youssef/ }).click();
  await page.getByRole('link', { name: 'Mes factures' }).click();
  await expect(page).toHaveURL(new RegExp(`${SELF_CARE}/mes-factures$`));
  await waitForRemote(page, 'mf-invoices');
  await expect(checkboxes(page)).toHaveCount(2);
  await page.getByRole('tab', { name: 'Historique' }).click();
  const periods = () => page.locator('[data-invoice-history] li').evaluateAll((items) => items.map((item) => item.getAttribute('data-bill-no')));
  const newestFirst = await periods();
  expect(newestFirst).toHaveLength(24);
  await page.getByRole('button', { name: 'Plus anciennes d’abord' }).click();
  await expect.poll(periods).toEqual([...newestFirst].reverse());
  await shot(page, 'invoices-history-fr-1280');
  await expectAccessible(page);

  // The history is grouped by year, the first group shown open: the newest invoice's year is opened first.
  await page
    .locator('[data-invoice-year]')
    .filter({ has: page.locator(`li[data-bill-no="${newestFirst[0]}"]`) })
    .locator('summary')
    .click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Télécharger le PDF de la facture ${newestFirst[0]}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`facture-${newestFirst[0]}-fr.pdf`);
  const bytes = await (await import('node:fs/promises')).readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('tab', { name: 'À payer' }).click();
  await page.getByRole('button', { name: 'Tout sélectionner' }).click();
  const panel = page.locator('[data-basket-panel="invoices"]');
  await expect(panel).toContainText('Facture');
  await panel.getByRole('button', { name: 'Payer la sélection' }).click();
  await expect(page).toHaveURL(/\/mes-factures\/paiement$/);
  await page.getByRole('radio', { name: /Fatourati/ }).check();
  await page.getByRole('button', { name: 'Obtenir le code de paiement' }).click();
  await expect(page).toHaveURL(/\/services\/paiement-fatourati$/);
  const code = (await page.locator('[data-payment-code]').getAttribute('data-payment-code'))!;
  expect(code).toMatch(/^\d{12}$/);

  // Paid at a bank: the invoices become paid with that order's reference.
  expect((await request.post('/api/v1/payment-gateway/fatourati/pay', { data: { paymentCode: code } })).ok()).toBe(true);
  await page.goto(`${SELF_CARE}/mes-factures`);
  await expect(page.getByRole('heading', { name: 'Aucune facture trouvée' })).toBeVisible();
});

test('the visitor journey in Arabic at 360px', async ({ page, request }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/ar/paiement-facture');
  await dismissCookieBanner(page);
  await waitForRemote(page, 'mf-invoices');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shot(page, 'invoices-search-ar-360');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.getByLabel(/^رقم الخط/).fill('0524000666');
  const code = await codeSentBy(request, '0670000777', () => page.getByRole('button', { name: 'متابعة' }).click());
  await shot(page, 'invoices-otp-ar-360');
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/ar\/paiement-facture\/invoices$/);
  await expect(checkboxes(page)).toHaveCount(3);
  await checkboxes(page).nth(0).check();
  await shot(page, 'invoices-list-ar-360');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'أداء الفواتير المختارة' }).click();
  await page.getByRole('radio', { name: /البطاقة البنكية/ }).check();
  await shot(page, 'invoices-payment-ar-360');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: /^أداء / }).click();
  await payOnGateway(page, TEST_CARDS.succeeds);
  await expect(page).toHaveURL(/\/ar\/paiement-facture\/paiement\/ok\?refNumber=/);
  await expect(page.getByRole('heading', { level: 1, name: 'تم الأداء' })).toBeVisible();
  await shot(page, 'invoices-ok-ar-360');
  await expectNoHorizontalScroll(page);
  // The order answers the browser that paid it (the visitor's proof).
  const answer = await page.request.get(`/api/v1/ms-billing/invoices/order?refNumber=${refNumberOf(page)}`, { headers: await browserHeaders(page) });
  expect(((await answer.json()) as { status: string }).status).toBe('paid');
});

test('a visitor takes a bank-bill reference; screens in French at 360px and in Arabic on a desktop', async ({ page, request }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/paiement-facture');
  await dismissCookieBanner(page);
  await waitForRemote(page, 'mf-invoices');
  await shot(page, 'invoices-search-fr-360');
  await expectNoHorizontalScroll(page);
  await confirmLine(page, request, '0668000444');
  await checkboxes(page).nth(0).check();
  await shot(page, 'invoices-list-fr-360');
  await expectNoHorizontalScroll(page);
  // A visitor may also take a bank-bill reference for the invoice (no captcha: the line was confirmed).
  await page.getByRole('button', { name: 'Payer la sélection' }).click();
  await page.getByRole('radio', { name: /Fatourati/ }).check();
  await page.getByRole('button', { name: 'Obtenir le code de paiement' }).click();
  await expect(page).toHaveURL(/\/paiement-facture\/paiement\/enregistre$/);
  await expect(page.locator('[data-payment-code]')).toHaveAttribute('data-payment-code', /^\d{12}$/);
  await shot(page, 'invoices-bank-bill-fr-360');
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ar/paiement-facture');
  await page.getByRole('tab', { name: 'مقاولات' }).click();
  await shot(page, 'invoices-search-ar-1280');
});
