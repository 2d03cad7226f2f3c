import { expect, test } from '../support/test';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, VIEWPORTS, waitForRemote } from '../support/pages';

/** A Monday two weeks ahead: inside the call-back window whatever day the suite runs. */
const mondayAhead = () => {
  const date = new Date(Date.now() + 14 * 86_400_000);
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7));
  return date.toISOString().slice(0, 10);
};

test('a business asks to be called back at a set time; a double click sends one request', async ({ page }) => {
  const posts: number[] = [];
  const sentDates: unknown[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/v1/ms-forms/call-back')) return;
    posts.push(response.status());
    sentDates.push((response.request().postDataJSON() as { date?: string }).date);
  });
  await page.goto('/nous-contacter');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await page.getByRole('radio', { name: 'Une entreprise' }).check();
  await page.getByLabel(/^Nom complet/).fill('Karim Tazi');
  await page.getByLabel(/^Numéro de téléphone/).fill('0700112201');
  await page.getByLabel(/^Nom de l’entreprise/).fill('Tazi Logistique');
  await page.getByLabel(/^Nombre de salariés/).selectOption('10-49');
  await page.getByLabel(/^Motif/).selectOption('subscription');
  await page.getByRole('radio', { name: 'À un moment précis' }).check();
  // Only hours that end by 18:00 are offered.
  await expect(page.getByLabel(/^Heure/).locator('option[value="18:00"]')).toHaveCount(0);
  // Typed and shown as the spec writes it (MM-JJ-YYYY), whatever the browser's locale.
  const [year, month, day] = mondayAhead().split('-');
  await page.getByLabel(/^Date/).fill(`${month}-${day}-${year}`);
  await expect(page.getByLabel(/^Date/)).toHaveValue(`${month}-${day}-${year}`);
  await page.getByLabel(/^Heure/).selectOption('11:00');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Envoyer' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Votre demande de rappel est enregistrée' })).toBeVisible();
  await expect(page.getByText(/^Référence de votre demande : RAP-[A-Z2-9]{6}$/)).toBeVisible();
  await expect(page.getByText(/à partir de 11:00/)).toBeVisible();
  expect(posts).toEqual([201]);
  // The API still receives the contract's YYYY-MM-DD.
  expect(sentDates).toEqual([mondayAhead()]);
});

test('the fibre call-back refuses a mobile as the internet line, then records the request', async ({ page }) => {
  await page.goto('/fibre');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await page.getByLabel(/^Prénom/).fill('Omar');
  await page.getByLabel(/^Nom/).fill('Chraibi');
  await page.getByLabel(/^Votre demande/).selectOption('adsl-to-fibre');
  await page.getByLabel(/^Numéro de contact/).fill('0661234501');
  await page.getByLabel(/^Numéro de votre ligne internet/).fill('0661234501');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Le numéro de ligne fixe doit comporter 10 chiffres et commencer par 05 ou 08')).toBeVisible();
  await page.getByLabel(/^Numéro de votre ligne internet/).fill('0537112205');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('heading', { name: 'Votre demande est enregistrée' })).toBeVisible();
  await expect(page.getByText(/^Référence de votre demande : FIB-/)).toBeVisible();
});

test('a fraud report in Arabic at 360 px: every field is required', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/ar/nous-contacter?demande=fraude');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await expect(page.getByRole('tab', { name: 'الإبلاغ عن احتيال' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'إرسال' }).click();
  await expect(page.getByText('جميع الحقول إجبارية')).toHaveCount(3);
  await page.getByLabel(/^المدينة/).fill('فاس');
  await page.getByLabel(/^نوع الاحتيال/).selectOption('lottery-scam');
  await page.getByLabel(/^الوصف/).fill('وصلتني رسالة تقول إنني ربحت سيارة وتطلب رمزًا.');
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: '../test-results/screenshots/fraud-ar-mobile.png', fullPage: true });
  await page.getByRole('button', { name: 'إرسال' }).click();
  await expect(page.getByRole('heading', { name: 'تم تسجيل بلاغك' })).toBeVisible();
  await expectAccessible(page);
});
