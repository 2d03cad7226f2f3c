import { mdnInText } from '@atlas/contracts/format-mdn';
import { expect, test } from '../support/test';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, VIEWPORTS, shot } from '../support/pages';
import { codeSentBy, DEMO_ACCOUNTS, SELF_CARE, signInThroughUi, signUpThroughApi, typeCode } from '../support/selfcare';
import { payOnGateway, TEST_CARDS } from '../support/shop';

const pairs = (mdn: string) => mdn.replace(/(\d{2})(?=\d)/g, '$1 ');

test('a customer changes the line’s number for a chosen Silver number paid by card; the dashboard shows the new number', async ({ page, request }) => {
  // A line of its own (seeded free for this journey): its number really changes.
  const mdn = '0672000124';
  await signUpThroughApi(request, mdn, 'nabil.amrani@example.ma');
  await signInThroughUi(page, mdn);
  await dismissCookieBanner(page);
  await page.locator('[data-line-services]').getByRole('link', { name: 'Changer de numéro' }).click();
  await expect(page).toHaveURL(new RegExp(`${SELF_CARE}/services/changement-numero$`));

  // Nothing chosen: the form says what is missing.
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Choisissez une catégorie de numéro.')).toBeVisible();
  await page.getByLabel(/^Silver/).check();
  const first = page.locator('input[name="newMdn"]').first();
  await expect(first).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Choisissez un numéro dans la liste.')).toBeVisible();
  const newMdn = (await first.getAttribute('value'))!;
  await first.check();
  await page.getByRole('button', { name: 'Continuer' }).click();

  const quote = page.locator('[data-change-number-quote]');
  await expect(quote.locator('[data-new-number]')).toHaveText(pairs(newMdn));
  await expect(quote).toContainText('Frais de changement de numéro');
  await expect(quote.locator('[data-total]')).toContainText('99');
  await expectAccessible(page);
  await shot(page, 'change-number-fr-desktop');

  await typeCode(page, await codeSentBy(request, mdn, () => page.getByRole('button', { name: /Confirmer et payer/ }).click()));
  await payOnGateway(page, TEST_CARDS.succeeds);
  await page.waitForURL(new RegExp(`${SELF_CARE}/services/changement-numero/paiement/ok\\?refNumber=`));
  const result = page.locator('[data-payment-outcome="ok"][data-line-act="change-number"]');
  await expect(result).toContainText('votre ligne a maintenant le numéro');
  await shot(page, 'change-number-ok-fr-desktop');

  // The order is the line's money movement; the old number is no line any more.
  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await page.waitForURL(new RegExp(`${SELF_CARE}/dashboard`));
  await expect(page.getByText(pairs(newMdn)).first()).toBeVisible();
  await expect(page.getByText(pairs(mdn))).toHaveCount(0);
  // A reload keeps the new number (the server changed it, not the screen).
  await page.reload();
  await expect(page.getByText(pairs(newMdn)).first()).toBeVisible();
});

test('in Arabic on a phone, the number change lists the numbers of a category and says when none is left', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await signInThroughUi(page, DEMO_ACCOUNTS.prepaid.username, { locale: 'ar' });
  await dismissCookieBanner(page);
  await page.goto(`/ar${SELF_CARE}/services/changement-numero`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel(/^ذهبي/).check();
  await expect(page.locator('input[name="newMdn"]').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await shot(page, 'change-number-ar-360');
  await page.locator('input[name="newMdn"]').first().check();
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page.locator('[data-change-number-quote]')).toContainText('رسوم تغيير الرقم');
  await expectNoHorizontalScroll(page);
  await shot(page, 'change-number-quote-ar-360');
});

test('a prepaid customer moves to a plan paid by card; the dashboard shows the plan; a postpaid line is told it is not eligible', async ({ page, request }) => {
  // A prepaid line of its own (seeded free for this journey): it really becomes postpaid.
  const mdn = '0673000235';
  await signUpThroughApi(request, mdn, 'houda.zniber@example.ma');
  await signInThroughUi(page, mdn);
  await dismissCookieBanner(page);
  await page.locator('[data-line-services]').getByRole('link', { name: 'Passer à un forfait' }).click();
  await expect(page).toHaveURL(new RegExp(`${SELF_CARE}/services/migration$`));

  // Nothing chosen, the terms not accepted: each says so.
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Choisissez un forfait.')).toBeVisible();
  await expect(page.getByText('Acceptez les conditions pour continuer.')).toBeVisible();
  await page.getByLabel(/^Forfait 99 Dh — 50 Go/).check();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('houda.zniber@example.ma');
  await expect(page.getByLabel('Carte bancaire')).toBeChecked();
  await page.getByLabel(/J’accepte les conditions de migration/).check();
  await expect(page.locator('[data-migration-total]')).toContainText('99');
  await expectAccessible(page);
  await shot(page, 'migration-fr-desktop');

  await typeCode(page, await codeSentBy(request, mdn, () => page.getByRole('button', { name: 'Continuer' }).click()));
  await payOnGateway(page, TEST_CARDS.succeeds);
  // Back to self-care's own result page (selfcare spec §2: migration/paiement/ok).
  await page.waitForURL(new RegExp(`${SELF_CARE}/migration/paiement/ok\\?refNumber=`));
  await expect(page.locator('[data-payment-outcome="ok"][data-line-act="migration"]')).toContainText(
    'votre ligne est maintenant sur Forfait 99 Dh — 50 Go, en postpayé',
  );
  await shot(page, 'migration-ok-fr-desktop');
  // Told by SMS too, in the order's language (French).
  const sms = (await (await request.get(`/api/dev/sms-outbox?to=${mdn}`)).json()) as Array<{ text: string }>;
  expect(sms.map((item) => item.text).join('\n')).toContain(
    `votre ligne ${mdnInText(mdn)} est maintenant en postpayé, avec votre forfait : Forfait 99 Dh — 50 Go`,
  );

  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await page.waitForURL(new RegExp(`${SELF_CARE}/dashboard`));
  await expect(page.getByText('Forfait 99 Dh — 50 Go').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('Forfait 99 Dh — 50 Go').first()).toBeVisible();
  // Now postpaid: the migration is no longer offered to this line, which is told why and where to go.
  await page.goto(`${SELF_CARE}/services/migration`);
  await expect(page.locator('[data-service-absent]')).toContainText('Votre ligne a déjà un forfait');
  await expect(page.getByRole('main').getByRole('link', { name: 'Changer de forfait' })).toHaveAttribute('href', `${SELF_CARE}/services/changement-offre`);
});

test('in Arabic on a phone, a prepaid customer reads the plans to move to, right to left', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await signInThroughUi(page, DEMO_ACCOUNTS.prepaid.username, { locale: 'ar' });
  await dismissCookieBanner(page);
  await page.goto(`/ar${SELF_CARE}/services/migration`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page.getByText('اختر اشتراكًا.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await shot(page, 'migration-ar-360');
});
