import { expect, test, type Page } from '../support/test';
import sharp from 'sharp';
import { makeIdentity, renderDocument } from '../../api/src/modules/ms-identification/test-set/synthetic-documents';
import { expectAccessible, expectNoHorizontalScroll, shot } from '../support/pages';
import { codeSentBy, SELF_CARE, signInThroughUi, typeCode } from '../support/selfcare';

/** The cookie banner comes a moment after the page: wait for it, then refuse. */
async function dismissBanner(page: Page) {
  await page.getByTestId('cookie-banner').getByRole('button').last().click();
}
const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/jpeg', buffer });

/** Signs on the pad with the mouse. */
async function sign(page: Page) {
  const pad = await page.getByTestId('signature-pad').boundingBox();
  await page.mouse.move(pad!.x + 30, pad!.y + 120);
  await page.mouse.down();
  await page.mouse.move(pad!.x + 120, pad!.y + 40, { steps: 8 });
  await page.mouse.move(pad!.x + 220, pad!.y + 130, { steps: 8 });
  await page.mouse.up();
}

test('a customer identifies a line with the CNIE, corrects the recap, signs and creates the account', async ({ page, request }) => {
  // Real OCR of a whole card on two cores: near the default 60 s under load (51 s alone).
  test.slow();
  const mdn = '0672000111';
  const truth = makeIdentity(1000, 'cin', 'clean');
  const document = await renderDocument(truth, 1000);
  await page.goto('/identification');
  await dismissBanner(page);
  await expectAccessible(page);
  await shot(page, 'identification-fr-1280-start');
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
  await shot(page, 'identification-fr-360-start');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel(/Numéro de la ligne/).fill(mdn);
  await page.getByLabel(/Carte nationale/).check();
  await page.getByLabel(/^M\.$/).check();
  const code = await codeSentBy(request, mdn, () => page.getByRole('button', { name: 'Continuer' }).click());
  // The code step counts down to the resend, like every code step of the site.
  await expect(page.getByText(/Renvoyer le code dans \d\d:\d\d/)).toBeVisible();
  await shot(page, 'identification-fr-1280-otp');
  await typeCode(page, code);

  await page.waitForURL(/identification\/ocr$/);
  await page.locator('input[type="file"][name="recto"]').setInputFiles(jpeg('recto.jpg', document.recto));
  await expect(page.getByText('Retournez la carte et photographiez le verso.')).toBeVisible();
  await page.locator('input[type="file"][name="verso"]').setInputFiles(jpeg('verso.jpg', document.verso!));
  await shot(page, 'identification-fr-1280-ocr');
  await page.getByRole('button', { name: 'Lire mon document' }).click();

  await page.waitForURL(/identification\/ocr\/infos$/);
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(truth.lastName);
  await expect(page.getByRole('textbox', { name: 'Prénom', exact: true })).toHaveValue(truth.firstName);
  await expect(page.getByLabel(/^Numéro de CIN/)).toHaveValue(truth.cinId);
  await expectAccessible(page);
  await shot(page, 'identification-fr-1280-infos');
  // A correction on the recap: the address gains the flat.
  await page.getByLabel(/^Adresse/).fill(`${truth.address} APPT 4`);
  await page.getByRole('button', { name: 'Confirmer ces informations' }).click();

  await page.waitForURL(/identification\/ocr\/signature$/);
  await page.getByRole('button', { name: 'Valider mon identification' }).click();
  await expect(page.getByText('Signez avant de continuer.')).toBeVisible();
  await sign(page);
  // The identification_cgu terms: read, then required.
  await page.getByText('Lire les conditions d’identification').click();
  await expect(page.getByRole('heading', { name: 'Article 3 – Conservation' })).toBeVisible();
  await page.getByRole('button', { name: 'Valider mon identification' }).click();
  await expect(page.getByText('Acceptez les conditions pour continuer.')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'identification-fr-1280-signature');
  await page.getByLabel('J’ai lu et j’accepte les conditions d’identification de la ligne.').check();
  await page.getByRole('button', { name: 'Valider mon identification' }).click();

  await page.waitForURL(/identification\/create$/);
  await page.getByLabel(/^E-mail/).fill('nadia.lahlou@example.ma');
  await page.getByLabel(/^Mot de passe/).fill('Identite2026');
  await page.getByLabel(/^Confirmation du mot de passe/).fill('Identite2026');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Vous devez accepter les conditions générales')).toBeVisible();
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales d’utilisation' }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Votre compte est créé et votre ligne identifiée.')).toBeVisible();

  const status = await request.post('/api/ms-identification/v1/check-identification-status', { data: { mdn } });
  expect(await status.json()).toMatchObject({ isIdentified: true });
});

test('a blurred picture is refused with its advice, and the flow works in Arabic at 360 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const mdn = '0673000222';
  const document = await renderDocument(makeIdentity(1012, 'passport', 'clean'), 1012);
  const blurred = await sharp(document.recto).blur(6).jpeg().toBuffer();
  await page.goto('/ar/identification');
  await dismissBanner(page);
  await expectNoHorizontalScroll(page);
  await shot(page, 'identification-ar-360-start');
  await page.getByLabel(/رقم الخط/).fill(mdn);
  await page.getByLabel(/جواز السفر/).check();
  await page.getByLabel(/السيدة/).check();
  const code = await codeSentBy(request, mdn, () => page.getByRole('button', { name: 'متابعة' }).click());
  await expect(page.getByText(/إعادة إرسال الرمز بعد/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'identification-ar-360-otp');
  await typeCode(page, code);

  await page.waitForURL(/ar\/identification\/ocr$/);
  await page.locator('input[type="file"][name="page"]').setInputFiles(jpeg('page.jpg', blurred));
  await expect(page.getByRole('alert')).toContainText('الصورة غير واضحة: أمسك الهاتف بثبات وأعد التقاطها.');
  await shot(page, 'identification-ar-360-blurred');
  await page.locator('input[type="file"][name="page"]').setInputFiles(jpeg('page.jpg', document.recto));
  await page.getByRole('button', { name: 'قراءة وثيقتي' }).click();
  await page.waitForURL(/ar\/identification\/ocr\/infos$/);
  await expect(page.getByLabel(/^رقم جواز السفر/)).toHaveValue('RX1490131');
  // A passport gives the place of birth, not an address.
  await expect(page.getByRole('textbox', { name: 'مكان الازدياد', exact: true })).toBeVisible();
  await expect(page.getByLabel(/^العنوان/)).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await shot(page, 'identification-ar-360-infos');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page);
  await shot(page, 'identification-ar-1280-infos');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'تأكيد هذه المعلومات' }).click();
  await page.waitForURL(/ar\/identification\/ocr\/signature$/);
  await page.getByText('قراءة شروط التعريف').click();
  await expect(page.getByRole('heading', { name: 'المادة 3 – مدة الاحتفاظ' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'identification-ar-360-signature');
});

test('a signed-in customer identifies a line of the fleet from the services and is taken back where they came from', async ({ page, request }) => {
  const truth = makeIdentity(1006, 'cin', 'clean');
  const document = await renderDocument(truth, 1006);
  await signInThroughUi(page, '0700112201');
  const back = `${SELF_CARE}/mes-lignes`;
  await page.goto(`${SELF_CARE}/services/identification-ligne?mdn=0700112203&returnUrl=${encodeURIComponent(back)}`);
  await expect(page.getByLabel(/Numéro de la ligne/)).toHaveValue('0700112203');
  // Keyboard only: the document, the honorific and the button.
  await page.getByLabel(/Carte nationale/).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  const code = await codeSentBy(request, '0700112203', async () => {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
  });
  expect(code).toMatch(/^\d{6}$/);
  await page.waitForURL(/identification\/otp$/);
  await typeCode(page, code);
  await page.waitForURL(/identification\/ocr$/);
  await page.locator('input[type="file"][name="recto"]').setInputFiles(jpeg('recto.jpg', document.recto));
  await page.locator('input[type="file"][name="verso"]').setInputFiles(jpeg('verso.jpg', document.verso!));
  await page.getByRole('button', { name: 'Lire mon document' }).click();
  await page.waitForURL(/identification\/ocr\/infos$/);
  await expect(page.getByLabel(/^Numéro de CIN/)).toHaveValue(truth.cinId);
  await page.getByRole('button', { name: 'Confirmer ces informations' }).click();
  await page.waitForURL(/identification\/ocr\/signature$/);
  await sign(page);
  await page.getByLabel('J’ai lu et j’accepte les conditions d’identification de la ligne.').check();
  await page.getByRole('button', { name: 'Valider mon identification' }).click();
  // The line had a web account: the flow ends where the customer came from, with a message.
  await page.waitForURL((url) => url.pathname === back);
  await expect(page.getByText('Votre ligne est identifiée. Merci !')).toBeVisible();
  const status = await request.post('/api/ms-identification/v1/check-identification-status', { data: { mdn: '0700112203' } });
  expect(await status.json()).toMatchObject({ isIdentified: true });
});
