import { expect, test } from '../support/test';
import { dismissCookieBanner } from '../support/pages';
import { E2E_OTP_DURATIONS } from '../support/environment';
import { codeSentBy, SELF_CARE, signInThroughUi, signUpThroughApi, typeCode } from '../support/selfcare';

test('a new customer signs up with a mobile line, confirming it with the code sent by SMS', async ({ page, request }) => {
  const mdn = '0665000111';
  await page.goto(`${SELF_CARE}/inscription`);
  await page.getByRole('link', { name: /Ligne mobile/ }).click();
  await page.getByLabel(/Numéro de mobile/).fill('06 65 00 01 11');
  const code = await codeSentBy(request, mdn, () => page.getByRole('button', { name: 'Recevoir un code par SMS' }).click());
  await expect(page.locator('[data-otp-state="sent"]')).toContainText('06 •• •• •• 11');
  await typeCode(page, code);

  await page.getByLabel(/^Prénom/).fill('Imane');
  await page.getByLabel(/^Nom/).fill('Kettani');
  await page.getByLabel(/^Adresse e-mail/).fill('imane.kettani@example.ma');
  await page.getByLabel(/^Nouveau mot de passe/).fill('bienvenue');
  await page.getByLabel(/^Confirmer le mot de passe/).fill('bienvenue');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Le mot de passe doit commencer par une lettre et se terminer par un chiffre')).toBeVisible();
  await page.getByLabel(/^Nouveau mot de passe/).fill('Bienvenue2026');
  await page.getByLabel(/^Confirmer le mot de passe/).fill('Bienvenue2026');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Vous devez accepter les conditions générales')).toBeVisible();
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales d’utilisation' }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await page.waitForURL(/espace-client\/dashboard/);
  await expect(page.locator('[data-selected-line]')).toHaveAttribute('data-selected-line', mdn);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Imane');
});

test('a forgotten password is replaced after the code, and the new one signs in', async ({ page, request }) => {
  const mdn = '0666000222';
  await signUpThroughApi(request, mdn, 'mehdi.alaoui@example.ma');
  await page.goto(`/en${SELF_CARE}/recuperation-mdp`);
  await page.getByLabel(/Mobile number/).fill(mdn);
  await typeCode(page, await codeSentBy(request, mdn, () => page.getByRole('button', { name: 'Get a code by text message' }).click()));
  await page.getByLabel(/^New password/).fill('Retrouve2027');
  await page.getByLabel(/^Confirm the password/).fill('Retrouve2026');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel(/^Confirm the password/).fill('Retrouve2027');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await page.waitForURL(/\/en\/espace-client\/login$/);
  await signInThroughUi(page, mdn, { locale: 'en', password: 'Retrouve2027' });
});

test('a code left unused expires, and a new one can be sent', async ({ page, request }) => {
  test.setTimeout(90_000);
  const mdn = '0669000555';
  await page.goto(`${SELF_CARE}/inscription/mobile`);
  await page.getByLabel(/Numéro de mobile/).fill(mdn);
  await codeSentBy(request, mdn, () => page.getByRole('button', { name: 'Recevoir un code par SMS' }).click());
  await expect(page.locator('[data-otp-state="expired"]')).toBeVisible({ timeout: (E2E_OTP_DURATIONS.otpValiditySeconds + 5) * 1000 });
  await expect(page.getByText('Ce code a expiré. Demandez un nouveau code.')).toBeVisible();
  await typeCode(page, await codeSentBy(request, mdn, () => page.getByRole('button', { name: /Renvoyer/ }).click()));
  await expect(page.getByLabel(/^Prénom/)).toBeVisible();
});

test('after the maximum of sends the number is blocked, with its wait', async ({ page, request }) => {
  test.setTimeout(90_000);
  const mdn = '0668000444';
  await page.goto(`/ar${SELF_CARE}/inscription/mobile`);
  await dismissCookieBanner(page);
  await page.getByLabel(/رقم الهاتف المحمول/).fill(mdn);
  await codeSentBy(request, mdn, () => page.getByRole('button', { name: 'استلام رمز عبر رسالة قصيرة' }).click());
  for (let send = 2; send <= E2E_OTP_DURATIONS.maxSends; send += 1) {
    await codeSentBy(request, mdn, () =>
      page.getByRole('button', { name: /إعادة الإرسال|أعد إرسال|إعادة/ }).click({ timeout: (E2E_OTP_DURATIONS.resendDelaySeconds + 5) * 1000 }),
    );
  }
  await expect(page.locator('[data-otp-state="last-send"]')).toBeVisible();
  await page.getByRole('button', { name: /إعادة الإرسال|أعد إرسال|إعادة/ }).click({ timeout: (E2E_OTP_DURATIONS.resendDelaySeconds + 5) * 1000 });
  await expect(page.locator('[data-otp-state="blocked"]')).toContainText('يمكنك المحاولة من جديد بعد');
});
