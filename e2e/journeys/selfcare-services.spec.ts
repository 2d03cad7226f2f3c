import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { makeIdentity, renderDocument, type TrueIdentity } from '../../api/src/modules/ms-identification/test-set/synthetic-documents';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, VIEWPORTS, shot } from '../support/pages';
import { codeSentBy, DEMO_ACCOUNTS, DEMO_PASSWORD, SELF_CARE, signInThroughUi, typeCode } from '../support/selfcare';

/**
 * From the SIM swap page: mf-identification's document reading with a generated CNIE (as the
 * identification journey drives the OCR), and back to the swap page with the reading's token.
 */
async function readCard(page: Page, seed: number, printed: Partial<TrueIdentity> = {}) {
  const document = await renderDocument({ ...makeIdentity(seed, 'cin', 'clean'), ...printed }, seed);
  const swapPage = page.url();
  await page.getByRole('link', { name: 'Photographier ma pièce d’identité' }).click();
  await page.waitForURL(/\/identification\/ocr\?purpose=sim-swap&returnUrl=/);
  await page.getByLabel(/Carte nationale/).check();
  await page.locator('input[type="file"][name="recto"]').setInputFiles({ name: 'recto.jpg', mimeType: 'image/jpeg', buffer: document.recto });
  await page.locator('input[type="file"][name="verso"]').setInputFiles({ name: 'verso.jpg', mimeType: 'image/jpeg', buffer: document.verso! });
  await page.getByRole('button', { name: 'Lire mon document' }).click();
  await page.waitForURL(swapPage);
}

test('the customer reads the PUK of the line with a code sent to it, reached from the dashboard', async ({ page, request }) => {
  await signInThroughUi(page, DEMO_ACCOUNTS.prepaid.username);
  await dismissCookieBanner(page);
  await page.locator('[data-line-services]').getByRole('link', { name: 'Code PUK' }).click();
  await expect(page).toHaveURL(new RegExp(`${SELF_CARE}/assistance/recuperation-puk$`));
  await typeCode(page, await codeSentBy(request, DEMO_ACCOUNTS.prepaid.username, () => page.getByRole('button', { name: 'Afficher mon code PUK' }).click()));
  await expect(page.locator('[data-puk]')).toContainText(/\d{8}/);
  await expect(page.locator('[data-puk]')).toContainText('Carte SIM se terminant par');
  await expectAccessible(page);
  await shot(page, 'puk-fr-desktop');
});

test('a visitor following the site’s PUK link signs in and lands on it; the FAQ names the line services', async ({ page }) => {
  await page.goto('/faq?link=services-ligne');
  await dismissCookieBanner(page);
  await expect(page.getByText('Où trouver mon code PUK ?')).toBeVisible();
  await page.goto(`${SELF_CARE}/assistance/recuperation-puk`);
  await page.waitForURL(new RegExp(`${SELF_CARE}/login`));
  await signInThroughUi(page, DEMO_ACCOUNTS.prepaid.username, { openLogin: false, expectDashboard: false });
  await page.waitForURL(new RegExp(`${SELF_CARE}/assistance/recuperation-puk$`));
  await expect(page.getByRole('button', { name: 'Afficher mon code PUK' })).toBeVisible();
});

/** The SMS written to a number, latest first (the development outbox). */
const smsTo = async (request: APIRequestContext, mdn: string) => (await (await request.get(`/api/dev/sms-outbox?to=${mdn}`)).json()) as Array<{ text: string }>;

test('a lost phone: the customer suspends the line with their password and reactivates it with a code sent to their email, never a code to the line', async ({
  page,
  request,
}) => {
  const account = DEMO_ACCOUNTS.prepaid;
  const mdn = account.username;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughUi(page, mdn);
  await dismissCookieBanner(page);
  await page.goto(`${SELF_CARE}/assistance/suspension-ligne`);
  await expect(page.locator('[data-line-status="active"]')).toBeVisible();
  const smsBefore = (await smsTo(request, mdn)).length;
  // The reason is required.
  await page.getByRole('button', { name: 'Suspendre la ligne' }).click();
  await expect(page.getByText('Choisissez pourquoi vous suspendez la ligne.')).toBeVisible();
  // With the keyboard alone: the reason, then the button.
  await page.getByLabel('Téléphone perdu').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Téléphone volé')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Suspendre la ligne' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Confirmed with what the customer still has: nothing is sent to the phone that is gone.
  const confirmation = page.locator('[data-lost-line-confirmation]');
  await expect(confirmation).toContainText('Aucun code n’est envoyé à la ligne perdue.');
  await expect(page.getByRole('radio', { name: 'Avec mon mot de passe' })).toBeChecked();
  await expect(page.getByLabel('Avec un code envoyé par email à s•••@example.ma')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'suspension-confirm-fr-desktop');
  await page.getByLabel('Mot de passe de votre compte').fill('Pas-le-bon-1');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByLabel('Mot de passe de votre compte')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Mot de passe de votre compte').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-suspension-done="suspended"]')).toContainText('La ligne est suspendue.');
  await expect(page.locator('[data-line-status="suspended"]')).toContainText('Téléphone volé');
  expect((await smsTo(request, mdn)).length).toBe(smsBefore);
  await expectAccessible(page);
  await shot(page, 'suspension-fr-desktop');
  // A reload shows the line as the network has it.
  await page.reload();
  await expect(page.locator('[data-line-status="suspended"]')).toBeVisible();

  // Reactivation: a code sent to the account's email, asked for on the customer's word.
  await page.getByRole('button', { name: 'Réactiver la ligne' }).click();
  await page.getByLabel('Avec un code envoyé par email à s•••@example.ma').check();
  const mailsBefore = ((await (await request.get(`/api/dev/email-outbox?to=${account.email}`)).json()) as unknown[]).length;
  await page.getByRole('button', { name: 'Recevoir le code' }).click();
  await expect(page.getByText(/Un code à 6 chiffres a été envoyé par email à/)).toBeVisible();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/email-outbox?to=${account.email}`)).json()) as Array<{ text: string }>;
      code = mails.length > mailsBefore ? mails[0]!.text.match(/\b(\d{6})\b/)?.[1] : undefined;
      return code !== undefined;
    })
    .toBe(true);
  await typeCode(page, code!);
  await expect(page.locator('[data-suspension-done="active"]')).toContainText('La ligne est réactivée.');
  await expect(page.locator('[data-line-status="active"]')).toBeVisible();
  // The line got the reactivation's notice, and never a code.
  const sms = await smsTo(request, mdn);
  expect(sms[0]!.text).toContain('est réactivée');
  expect(sms.slice(0, sms.length - smsBefore).filter((message) => /\b\d{6}\b/.test(message.text) && /code/i.test(message.text))).toEqual([]);
});

for (const [locale, viewport, suspend, legend, screen] of [
  ['ar', VIEWPORTS.mobile, 'إيقاف الخط', 'كيف تريد التأكيد؟', 'suspension-confirm-ar-360'],
  ['en', { width: 390, height: 844 }, 'Suspend the line', 'How do you confirm?', 'suspension-confirm-en-390'],
] as const) {
  test(`${locale}: a lost line offers the ways the customer still has, another of their lines among them`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInThroughUi(page, DEMO_ACCOUNTS.business.username, { locale });
    await dismissCookieBanner(page);
    await page.goto(`/${locale}${SELF_CARE}/assistance/suspension-ligne`);
    await page.locator('input[name="reason"]').first().check();
    await page.getByRole('button', { name: suspend }).click();
    const confirmation = page.locator('[data-lost-line-confirmation]');
    await expect(confirmation.getByRole('radiogroup', { name: legend })).toBeVisible();
    // The password, the account's email and the holder's other lines — never the lost line itself.
    // (Which of the account's lines is the lost one depends on its main line, which another journey changes.)
    const lost = (await page.locator('[data-selected-line]').getAttribute('data-selected-line'))!;
    const ways = confirmation.locator('input[name="confirm-way"]');
    await expect(ways.and(page.locator('[value="password"]'))).toHaveCount(1);
    await expect(ways.and(page.locator('[value="email"]'))).toHaveCount(1);
    await expect(ways.and(page.locator('[value^="line:"]')).first()).toBeAttached();
    await expect(ways.and(page.locator(`[value="line:${lost}"]`))).toHaveCount(0);
    const other = ['0700112201', '0700112202'].find((mdn) => mdn !== lost)!;
    await expect(ways.and(page.locator(`[value="line:${other}"]`))).toHaveCount(1);
    await expect(confirmation).toContainText(other.replace(/(\d{2})(?=\d)/g, '$1 '));
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await shot(page, screen);
  });
}

test('the customer turns roaming on, is told when it takes effect, and turns it off again', async ({ page, request }) => {
  const mdn = DEMO_ACCOUNTS.postpaidWithFibre.username;
  await signInThroughUi(page, mdn);
  await dismissCookieBanner(page);
  // From the line switcher of the header's account menu.
  await page.locator('[data-account-widget] button').first().click();
  await page.locator('[data-line-services-menu]').getByRole('link', { name: 'Roaming' }).click();
  await expect(page).toHaveURL(new RegExp(`${SELF_CARE}/roaming$`));
  await expect(page.locator('[data-roaming="off"]')).toBeVisible();
  await page.getByRole('button', { name: 'Activer le roaming' }).click();
  // One state while the request waits: what was asked, when, and until then; the one act is to cancel it.
  await expect(page.locator('[data-roaming-pending="on"]')).toContainText('Activation du roaming demandée : le roaming sera activé le');
  await expect(page.locator('[data-roaming-pending="on"]')).toContainText('D’ici là, il reste désactivé.');
  await expect(page.getByText('Le roaming est désactivé sur votre ligne.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Désactiver le roaming' })).toHaveCount(0);
  await expect(page.getByText('Demande enregistrée. Un SMS vous dit quand elle prend effet.')).toBeVisible();
  const sms = (await (await request.get(`/api/dev/sms-outbox?to=${mdn}`)).json()) as Array<{ text: string }>;
  expect(sms[0]!.text).toMatch(/activation du roaming .* prend effet le/);
  await page.reload();
  await expect(page.locator('[data-roaming-pending="on"]')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'roaming-fr-desktop');

  await page.getByRole('button', { name: 'Annuler la demande' }).click();
  await expect(page.getByText('Votre demande en attente est annulée : rien ne change.')).toBeVisible();
  await expect(page.locator('[data-roaming="off"]')).toBeVisible();
  await expect(page.locator('[data-roaming-pending]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Recevoir les paramètres' }).click();
  await expect(page.getByText(/Paramètres envoyés par SMS au/)).toBeVisible();
});

test('the customer swaps the SIM: another person’s card is refused, the holder’s card read by the OCR, a wrong ICC refused, the right one moves the line, the line and the email are told', async ({
  page,
  request,
}) => {
  // Two cards read by the OCR: each takes seconds, tens of them on a loaded machine.
  test.setTimeout(120_000);
  const account = DEMO_ACCOUNTS.cameleon;
  await signInThroughUi(page, account.username);
  await dismissCookieBanner(page);
  await page.locator('[data-line-services]').getByRole('link', { name: 'Changer de carte SIM' }).click();
  await expect(page).toHaveURL(new RegExp(`${SELF_CARE}/services/changement-sim$`));

  // No typed number: the holder's document, read by the identification OCR. Somebody else's card first.
  await expect(page.getByLabel(/CIN/)).toHaveCount(0);
  await readCard(page, 51);
  await expect(page.getByRole('alert')).toContainText('ne correspond pas au titulaire');
  await readCard(page, 52, { firstName: 'KHADIJA', lastName: 'EL AMRANI', cinId: 'JB112233', gender: 'F' });
  await expect(page.getByText('Pièce d’identité du titulaire vérifiée.')).toBeVisible();

  await expect(page.getByLabel('Nouvelle carte pour ma ligne (même numéro)')).toBeChecked();
  const icc = page.getByLabel(/Numéro ICC de la nouvelle carte SIM/);
  await icc.fill('89212000000000012');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Ce n’est pas l’ICC d’une carte SIM Atlas Telecom : il compte 18 chiffres et commence par 89212.')).toBeVisible();
  // Another operator's card (18 digits, French issuer): refused in the field, no code sent.
  await icc.fill('893301234567890123');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Ce n’est pas l’ICC d’une carte SIM Atlas Telecom : il compte 18 chiffres et commence par 89212.')).toBeVisible();
  await expect(page.locator('[data-otp-state]')).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'sim-swap-fr-desktop');
  await icc.fill('892120000000000555');
  await typeCode(page, await codeSentBy(request, account.username, () => page.getByRole('button', { name: 'Continuer' }).click()));
  await expect(page.locator('[data-sim-swap-done]')).toContainText('Votre ligne fonctionne maintenant avec la carte se terminant par 0555.');
  await expect(page.locator('[data-sim-swap-done]')).toContainText('k•••@example.ma');

  const sms = (await (await request.get(`/api/dev/sms-outbox?to=${account.username}`)).json()) as Array<{ text: string }>;
  expect(sms[0]!.text).toMatch(/carte SIM se terminant par 0555.*220/);
  const mails = (await (await request.get(`/api/dev/email-outbox?to=${account.email}`)).json()) as Array<{ subject: string }>;
  expect(mails[0]!.subject).toBe('Votre ligne a changé de carte SIM');
});

test('the customer turns the SIM lock on, and a swap is then refused until it is turned off with a code', async ({ page, request }) => {
  // Not the line of the SIM swap journey above: its codes for a swap are spent already.
  const mdn = DEMO_ACCOUNTS.prepaid.username;
  await signInThroughUi(page, mdn);
  await dismissCookieBanner(page);
  await page.goto(`${SELF_CARE}/assistance/swap-sim`);
  await page.getByRole('button', { name: 'Activer le verrouillage SIM' }).click();
  await expect(page.locator('[data-sim-lock="on"]')).toContainText('aucun changement de carte SIM n’est possible');
  await readCard(page, 53, { firstName: 'SALMA', lastName: 'IDRISSI', cinId: 'BE123456', gender: 'F' });
  await page.getByLabel(/Numéro ICC de la nouvelle carte SIM/).fill('892120000000000556');
  await typeCode(page, await codeSentBy(request, mdn, () => page.getByRole('button', { name: 'Continuer' }).click()));
  await expect(page.getByRole('alert')).toContainText('Le verrouillage SIM de cette ligne est activé');
  await typeCode(page, await codeSentBy(request, mdn, () => page.getByRole('button', { name: 'Désactiver le verrouillage SIM' }).click()));
  await expect(page.locator('[data-sim-lock="off"]')).toBeVisible();
});

test('in Arabic on a phone, the customer turns roaming on and cancels it, right to left', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await signInThroughUi(page, DEMO_ACCOUNTS.postpaidWithFibre.username, { locale: 'ar' });
  await dismissCookieBanner(page);
  await page.locator('[data-line-services]').getByRole('link', { name: 'التجوال' }).click();
  await expect(page).toHaveURL(new RegExp(`/ar${SELF_CARE}/roaming$`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('[data-roaming="off"]')).toContainText('التجوال غير مفعّل على خطك.');
  await page.getByRole('button', { name: 'تفعيل التجوال' }).click();
  await expect(page.locator('[data-roaming-pending="on"]')).toContainText('طلبت تفعيل التجوال: سيُفعَّل في');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await shot(page, 'roaming-ar-360');
  await page.getByRole('button', { name: 'إلغاء الطلب' }).click();
  await expect(page.getByText('تم إلغاء طلبك المعلّق: لا شيء يتغير.')).toBeVisible();
  await page.getByRole('button', { name: 'توصل بالإعدادات' }).click();
  await expect(page.getByText(/تم إرسال الإعدادات برسالة قصيرة إلى/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.goto(`/ar${SELF_CARE}/services/changement-sim`);
  await expect(page.getByLabel(/رقم ICC لبطاقة SIM الجديدة/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'تصوير وثيقة هويتي' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'sim-swap-ar-360');
});
