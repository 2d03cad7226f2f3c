import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, LOCALE_PREFIX, VIEWPORTS, type Locale, shot } from '../support/pages';
import { codeSentBy, DEMO_ACCOUNTS, DEMO_PASSWORD, SELF_CARE, signInThroughUi, typeCode } from '../support/selfcare';
import { continueToCardStep, payOnGateway, TEST_CARDS } from '../support/shop';
import { CALL_HISTORY_PAGE_SIZE as CALLS_PER_PAGE } from '@atlas/contracts/histories';

/** Opens the call history of the selected line through the code sent to it. */
async function openCallHistory(page: Page, request: APIRequestContext, mdn: string, locale: Locale = 'fr') {
  const code = await codeSentBy(request, mdn, async () => {
    await page.goto(`${LOCALE_PREFIX[locale]}${SELF_CARE}/dashboard/HistoryAppels`);
    await expect(page).toHaveURL(/HistoryAppels\/checkOtp$/);
  });
  await expect(page.locator('[data-otp-state="sent"]')).toBeVisible();
  await expectAccessible(page);
  await shot(page, `check-otp-${locale}-${page.viewportSize()?.width}`);
  await typeCode(page, code);
  await expect(page).toHaveURL(/dashboard\/HistoryAppels$/);
  await expect(page.locator('[data-call-history] li')).toHaveCount(CALLS_PER_PAGE);
}

test('the call history opens through a code sent to the line, sorts both ways and pages', async ({ page, request }) => {
  await signInThroughUi(page, DEMO_ACCOUNTS.cameleon.username);
  await dismissCookieBanner(page);
  await openCallHistory(page, request, DEMO_ACCOUNTS.cameleon.username);
  await expect(page.getByRole('heading', { level: 1, name: 'Historique des appels' })).toBeVisible();
  await expect(page.locator('[data-call-history]')).toContainText(/\d{2}:\d{2}|Go|Mo|Ko/);
  await expectAccessible(page);
  await shot(page, 'calls-fr-desktop');
  const firstDesc = await page.locator('[data-call-history] li').first().textContent();

  await page.getByRole('button', { name: 'Plus anciens d’abord' }).click();
  await expect(page.locator('[data-sort="asc"]')).toBeVisible();
  await expect(page.locator('[data-call-history] li').first()).not.toHaveText(firstDesc!);
  await expect(page.getByText('Page 1 sur')).toBeVisible();
  const firstAsc = await page.locator('[data-call-history] li').first().textContent();

  await page.getByRole('button', { name: 'Page suivante' }).click();
  await expect(page.getByText('Page 2 sur')).toBeVisible();
  await expect(page.locator('[data-call-history] li').first()).not.toHaveText(firstAsc!);
  await page.getByRole('button', { name: 'Page précédente' }).click();
  await expect(page.locator('[data-call-history] li').first()).toHaveText(firstAsc!);

  // The proof stays for the tab: back on the page without a new code.
  await page.reload();
  await expect(page).toHaveURL(/dashboard\/HistoryAppels$/);
  await expect(page.locator('[data-call-history] li')).toHaveCount(CALLS_PER_PAGE);
});

test('a shop payment of the signed-in customer appears once in the transactions and as a notification', async ({ page, request }) => {
  const username = DEMO_ACCOUNTS.postpaidWithFibre.username;
  const tokens = (await (await request.post('/api/ms-iam/v1/signin', { data: { username, password: DEMO_PASSWORD } })).json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  const cart = (await (await request.post('/api/v1/ms-payment/cart/create', { data: {}, headers })).json()) as { cartId: string };
  expect(
    (
      await request.post('/api/v1/ms-payment/cart/add', { data: { cartId: cart.cartId, productType: 'handset', productId: 'samsung-galaxy-a56' }, headers })
    ).status(),
  ).toBe(200);
  const client = {
    civility: 'mr',
    firstName: 'Youssef',
    lastName: 'Benali',
    birthDate: '1990-04-12',
    nationality: 'Marocaine',
    identityType: 'cin',
    identityNumber: 'BK654321',
    address: '14, rue Ibn Batouta',
    city: 'Casablanca',
    postalCode: '20250',
    email: 'youssef.benali@example.ma',
    phoneNumber: username,
    terms: true,
  };
  const paid = await request.post(`/api/v1/ms-ecom/cart/${cart.cartId}/payment/cb`, {
    data: { client, delivery: { mode: 'home', address: '14, rue Ibn Batouta', city: 'Casablanca', postalCode: '20250' } },
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
  });
  expect(paid.ok()).toBe(true);
  const { refNumber, redirectUrl } = (await paid.json()) as { refNumber: string; redirectUrl: string };
  await request.post(new URL(redirectUrl, 'http://site').pathname, {
    form: { holder: 'Youssef Benali', number: '4111 1111 1111 1111', expiry: '12/34', cvv: '123' },
  });

  await signInThroughUi(page, username);
  await dismissCookieBanner(page);
  await page.goto(`${SELF_CARE}/TransactionHistory`);
  await expect(page.getByRole('heading', { level: 1, name: 'Historique des transactions' })).toBeVisible();
  const row = page.locator(`[data-transaction="${refNumber}"]`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Achat en boutique');
  await expect(row).toContainText('Réussi');
  await expect(row).toContainText('Carte bancaire');
  await expectAccessible(page);
  await shot(page, 'transactions-fr-desktop');
  await page.getByLabel('Statut').selectOption('failed');
  await expect(page.getByText('Aucune transaction pour cette ligne.')).toBeVisible();

  await page.locator('[data-account-widget] button[aria-expanded]').click();
  await expect(page.locator('[data-unread]')).toBeVisible();
  // Other journeys may pay for this customer too: this payment is told once.
  const notification = page.locator('[data-notifications] li[data-kind="payment-received"]').filter({ hasText: refNumber });
  await expect(notification).toHaveCount(1);
  await expect(page.locator('[data-notifications] li[data-kind="balance-100"]')).toContainText('Internet en roaming');
  await shot(page, 'notifications-fr-desktop');
  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
  await expect(page.locator('[data-unread]')).toHaveCount(0);
});

test('a recharge of the signed-in customer appears once in the line’s transactions and as a notification, with the invoice issued', async ({ page }) => {
  const username = DEMO_ACCOUNTS.cameleon.username;
  await signInThroughUi(page, username);
  await dismissCookieBanner(page);
  await page.goto(`${SELF_CARE}/recharges`);
  await expect(page.getByLabel(/Numéro à recharger/)).toHaveValue(username);
  await page.getByRole('button', { name: 'Voir les recharges' }).click();
  const cart = page.locator('[data-recharge-cart]');
  await page.getByRole('button', { name: 'Ajouter Recharge 20 Dh' }).click();
  await expect(cart.locator('li')).toHaveCount(1);
  await page.locator('[data-continue]').click();
  await page.getByRole('radio', { name: /Carte bancaire/ }).check();
  await continueToCardStep(page);
  await payOnGateway(page, TEST_CARDS.succeeds);
  await expect(page).toHaveURL(new RegExp(`${SELF_CARE}/recharges/paiement/ok\\?refNumber=`));
  const refNumber = new URL(page.url()).searchParams.get('refNumber')!;

  await page.goto(`${SELF_CARE}/TransactionHistory`);
  const row = page.locator(`[data-transaction="${refNumber}"]`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Recharge');
  await expect(row).toContainText('Réussi');
  await expect(row).toContainText('Carte bancaire');
  await expect(row).toContainText('20');

  await page.locator('[data-account-widget] button[aria-expanded]').click();
  const told = page.locator('[data-notifications] li[data-kind="recharge-credited"]').filter({ hasText: refNumber });
  await expect(told).toHaveCount(1);
  await expect(told).toContainText('Recharge créditée');
  // The billing run's latest invoice of the line is told too.
  await expect(page.locator('[data-notifications] li[data-kind="invoice-issued"]').first()).toContainText('Nouvelle facture');
  await expectAccessible(page);
  await shot(page, 'notifications-recharge-fr-desktop');

  // The same centre in Arabic at 360 px.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(`${LOCALE_PREFIX.ar}${SELF_CARE}/TransactionHistory`);
  await expect(page.locator(`[data-transaction="${refNumber}"]`)).toHaveCount(1);
  await expectNoHorizontalScroll(page);
  await shot(page, 'transactions-recharge-ar-360');
  await page.locator('[data-account-widget] button[aria-expanded]').click();
  await expect(page.locator('[data-notifications] li[data-kind="recharge-credited"]').filter({ hasText: refNumber })).toContainText('تمت التعبئة');
  await shot(page, 'notifications-recharge-ar-360');
});

test('the call history in Arabic at 360 px: numbers in pairs, left to right, nothing scrolls sideways', async ({ page, request }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await signInThroughUi(page, DEMO_ACCOUNTS.prepaid.username, { locale: 'ar' });
  await dismissCookieBanner(page);
  await openCallHistory(page, request, DEMO_ACCOUNTS.prepaid.username, 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'سجلّ المكالمات' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const numbers = page.locator('[data-call-history] [dir="ltr"]');
  await expect(numbers.first()).toHaveText(/^(\d{2} \d{2} \d{2} \d{2} \d{2}|\+\d.*|\d{2}:\d{2}(:\d{2})?|.*)$/);
  // A page holds 4 entries, perhaps no call among them: the calls alone show the numbers called.
  await page.getByRole('combobox', { name: 'النوع' }).selectOption({ label: 'المكالمات' });
  await expect(page.locator('[data-call-history] li[data-usage="call"] span[dir="ltr"]').first()).toHaveText(/^(\d{2} ){4}\d{2}$|^\+/);
  await expectNoHorizontalScroll(page);
  await shot(page, 'calls-ar-360');
  await page.goto(`/ar${SELF_CARE}/TransactionHistory`);
  // Other journeys recharge this line: its history is a list or, on a fresh database, empty.
  await expect(page.getByRole('heading', { level: 1, name: 'سجلّ المعاملات' })).toBeVisible();
  await expect(page.locator('[data-transactions]').or(page.getByText('لا توجد أي معاملة لهذا الخط.'))).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'transactions-ar-360');
});

test('the balance details show the use of the last months and when internet and minutes run out', async ({ page }) => {
  await signInThroughUi(page, DEMO_ACCOUNTS.cameleon.username);
  await dismissCookieBanner(page);
  await page.goto(`${SELF_CARE}/dashboard/details`);
  const chart = page.locator('[data-usage-chart]');
  await expect(chart.getByRole('heading', { name: 'Votre consommation des derniers mois' })).toBeVisible();
  await expect(chart.getByRole('img', { name: 'Internet (Go)' })).toBeVisible();
  await expect(chart.locator('[data-chart="dataGb"] rect')).toHaveCount(4);
  await expect(chart.locator('[data-forecast="internet"]')).toContainText(/Internet national : épuisé le \d{1,2} \S+ à ce rythme/);
  await expect(chart.locator('[data-forecast="appels"]')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'details-fr-desktop');
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(`/ar${SELF_CARE}/dashboard/details`);
  await expect(page.locator('[data-usage-chart] [data-forecast="internet"]')).toContainText('سينفد يوم');
  await expectNoHorizontalScroll(page);
  await shot(page, 'details-ar-360');
});

test('an after-sales request from the invoices page: its FAQ answers, the rules, a reference', async ({ page }) => {
  await signInThroughUi(page, DEMO_ACCOUNTS.prepaid.username);
  await dismissCookieBanner(page);
  await page.goto(`${SELF_CARE}/assistance/sav?from=${encodeURIComponent('/espace-client/mes-factures')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Service après-vente' })).toBeVisible();
  await expect(page.getByRole('link', { name: '220' })).toHaveAttribute('href', 'tel:220');
  await expect(page.locator('[data-faq-link="facture"] details').first()).toBeVisible();
  const form = page.locator('form[data-form="sav"]');
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(form.getByText('Choisissez le sujet de votre demande.')).toBeVisible();
  await expect(form.getByText(/^\W*Décrivez votre demande\.$/)).toBeVisible();
  await form.getByLabel(/^Sujet/).selectOption('billing');
  await form.getByLabel(/^Décrivez votre demande/).fill('court');
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(form.getByText('Décrivez votre demande en 10 caractères au moins.')).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel(/^Décrivez votre demande/).fill('Ma facture de novembre compte deux fois le même pass roaming.');
  await form.getByLabel(/^Décrivez votre demande/).press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-sav-sent]')).toContainText(/référence SAV-[A-Z0-9]{6}/);
  await shot(page, 'sav-fr-desktop');
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(`/ar${SELF_CARE}/assistance/sav`);
  await expect(page.getByRole('heading', { level: 1, name: 'خدمة ما بعد البيع' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'sav-ar-360');
});
