import { expect, test, type Page } from '../support/test';
import { recordBusEvents } from '../support/bus';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, VIEWPORTS, waitForRemote } from '../support/pages';

const FIBRE_TEST = '/offres-internet/wifi-a-la-maison/fibre-optique?selected=test-fibre-optique';
const BOOKINGS = '/api/v1/ms-eligibility/installation-bookings';

/** Types in the address search and picks the suggestion named `option`. */
async function chooseAddress(page: Page, typed: string, option: RegExp | string): Promise<void> {
  const search = page.getByRole('combobox', { name: /^(Votre adresse|عنوانك|Your address)/ });
  await search.fill(typed);
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await expect(search).toHaveAttribute('aria-expanded', 'false');
}

/** Counts the booking requests that reached the API, whatever their answer. */
function countBookings(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(BOOKINGS) && response.request().method() === 'POST') statuses.push(response.status());
  });
  return statuses;
}

test('a covered address: eligible, an offer, a slot booked once for a double click, and the reference kept across a reload', async ({ page }) => {
  const busEvents = await recordBusEvents(page);
  const bookings = countBookings(page);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(FIBRE_TEST);
  await waitForRemote(page);
  // ?selected=test-fibre-optique lands on the test, its title focused.
  await expect(page.getByRole('heading', { level: 2, name: 'Testez votre éligibilité à la fibre' })).toBeFocused();
  await dismissCookieBanner(page);

  // Accents and case do not matter; keyboard works the list.
  const search = page.getByRole('combobox', { name: /^Votre adresse/ });
  await search.fill('63 MASSIRA');
  await expect(page.getByRole('status').filter({ hasText: /Adresses proposées : 1/ })).toBeAttached();
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /suggestions-0$/);
  await search.press('Enter');
  await expect(search).toHaveValue('63, boulevard Al Massira Al Khadra, Maârif, 20330 Casablanca');
  await page.getByRole('button', { name: 'Tester cette adresse' }).click();

  await expect(page.getByRole('heading', { name: 'Bonne nouvelle : la fibre est disponible chez vous !' })).toBeFocused();
  await expect(page.getByText('Jusqu’à 1 Gb/s à cette adresse.')).toBeVisible();
  // The tile server refuses connections here: the map says so and the outcome stays whole.
  await expect(page.getByRole('region', { name: 'Carte de l’adresse testée' })).toBeVisible();
  await expect(page.getByText(/La carte est momentanément indisponible ; le résultat du test reste valable/)).toBeVisible();
  await expect(page).toHaveURL(/checkId=[0-9a-f-]{36}/);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Choisir cette offre : Fibre 200 Méga' }).click();
  await expect(page).toHaveURL(/\/fibre-optique\/offre-selectionnee\?checkId=.+&productId=fibre-200$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre offre : Fibre 200 Méga' })).toBeVisible();
  await expect(page.getByText('63, boulevard Al Massira Al Khadra, Maârif, 20330 Casablanca')).toBeVisible();

  // Every rule speaks before anything is sent.
  await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
  await expect(page.getByText('Indiquez l’étage')).toBeVisible();
  await expect(page.getByText('Choisissez une date de visite')).toBeVisible();
  expect(bookings).toEqual([]);

  await page.getByLabel(/^Étage/).fill('4');
  await page.getByLabel(/^N° d’appartement/).fill('17');
  await page.getByLabel(/^Informations d’accès/).fill('Résidence Al Amal, interphone 17');
  await page.getByLabel(/^Date de la visite/).selectOption({ index: 1 });
  await page.getByRole('radio', { name: 'Soir, de 15 h à 19 h' }).check();
  await page.getByLabel(/^Nom et prénom/).fill('Nadia Berrada');
  await page.getByLabel(/^Numéro de mobile/).fill('0612345678');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).dblclick();

  await expect(page.getByRole('heading', { name: 'Votre rendez-vous est confirmé' })).toBeVisible();
  const reference = page.getByText(/^Référence du rendez-vous : INS-[A-Z2-9]{6}$/);
  await expect(reference).toBeVisible();
  await expect(page.getByText(/^Le technicien passe le .+, le soir, entre 15 h et 19 h\.$/)).toBeVisible();
  expect(bookings).toEqual([201]);
  const referenceText = await reference.textContent();

  // A reload finds the booking again (the test's id is in the URL, the booking on the server).
  await page.reload();
  await waitForRemote(page);
  await expect(page.getByText(referenceText!)).toBeVisible();
  await page.getByRole('button', { name: 'Continuer ma commande' }).click();
  await expect(page.getByText('L’offre et votre rendez-vous sont dans votre panier.')).toBeVisible();
  const added = (await busEvents()).filter((event) => event.type === 'cart/itemAddRequested');
  expect(added).toEqual([
    {
      type: 'cart/itemAddRequested',
      payload: expect.objectContaining({
        productType: 'home',
        productId: 'fibre-200',
        options: expect.objectContaining({ installationReference: referenceText!.split(' : ')[1], slot: 'evening' }),
      }),
    },
  ]);
  expect(bookings).toEqual([201]);
  await expectAccessible(page);
});

test('an address not covered, then one not in the list: other internet offers are suggested, and the test can be redone', async ({ page }) => {
  await page.goto(FIBRE_TEST);
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await chooseAddress(page, 'jaafar 11', '11, rue Jaafar Ibn Habib');
  await page.getByRole('button', { name: 'Tester cette adresse' }).click();
  await expect(page.getByRole('heading', { name: 'La fibre n’arrive pas encore à votre adresse' })).toBeVisible();
  await expect(page.getByText(/pas encore couverte par la fibre ou ne figure pas dans la liste/)).toBeVisible();
  const others = page.getByRole('region', { name: 'Nos autres offres internet pour vous' });
  await expect(others.getByRole('heading', { name: 'ADSL Xtra 20 Méga' })).toBeVisible();
  await expect(others.getByRole('heading', { name: 'i-dar Duo 100 Go' })).toBeVisible();
  await expect(others.getByRole('link', { name: 'Voir l’offre : Vacay Wifi 7 jours' })).toHaveAttribute(
    'href',
    '/offres-internet/wifi-a-la-maison/vacay-wifi?productId=vacay-wifi-7j',
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Refaire le test' }).click();
  await expect(page).not.toHaveURL(/checkId=/);
  await page.getByLabel('Ville').selectOption({ label: 'Tanger' });
  const search = page.getByRole('combobox', { name: /^Votre adresse/ });
  await search.fill('7 rue des Orangers');
  await expect(page.getByRole('status').filter({ hasText: 'Aucune adresse de notre liste ne correspond.' })).toBeAttached();
  await page.getByRole('option', { name: 'Mon adresse n’est pas dans la liste' }).click();
  await page.getByRole('button', { name: 'Tester cette adresse' }).click();
  await expect(page.getByRole('heading', { name: 'Adresse introuvable' })).toBeVisible();
  await expect(page.getByText('7 rue des Orangers')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nos autres offres internet pour vous' }).getByRole('heading', { name: 'Vacay Wifi 30 jours' })).toBeVisible();
});

test.describe('by the browser’s position', () => {
  // 24 m from 27, boulevard Al Massira Al Khadra, Casablanca.
  test.use({ geolocation: { latitude: 33.58485, longitude: -7.63495 }, permissions: ['geolocation'] });

  test('locate me tests the nearest building and shows it on the map', async ({ page }) => {
    await page.goto(FIBRE_TEST);
    await waitForRemote(page);
    await dismissCookieBanner(page);
    await page.getByRole('button', { name: 'Me localiser' }).click();
    await expect(page.getByRole('heading', { name: 'Bonne nouvelle : la fibre est disponible chez vous !' })).toBeVisible();
    await expect(page.getByText(/^Adresse la plus proche de votre position, à \d+ m$/)).toBeVisible();
    await expect(page.getByText('27, boulevard Al Massira Al Khadra, Maârif, 20330 Casablanca')).toBeVisible();
    await expect(page.locator('.leaflet-interactive')).toHaveCount(2);
    await expectAccessible(page);
  });
});

test('a refused position says what to do instead', async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto(FIBRE_TEST);
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await page.getByRole('button', { name: 'Me localiser' }).click();
  await expect(
    page.getByText('Vous n’avez pas autorisé l’accès à votre position. Autorisez-le dans votre navigateur ou recherchez votre adresse.'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Votre adresse/ })).toBeVisible();
});

test('the ADSL test on its own page: an ADSL address gets the speeds its line carries', async ({ page }) => {
  const busEvents = await recordBusEvents(page);
  await page.goto('/offres-internet/wifi-a-la-maison/adsl-xtra/test-eligibilite');
  await waitForRemote(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Testez votre éligibilité à l’ADSL' })).toBeFocused();
  await dismissCookieBanner(page);
  await chooseAddress(page, 'zefzaf 22', /22, boulevard Mohammed Zefzaf/);
  await page.getByRole('button', { name: 'Tester cette adresse' }).click();
  await expect(page.getByRole('heading', { name: 'Bonne nouvelle : l’ADSL est disponible chez vous !' })).toBeVisible();
  const offers = page.getByRole('region', { name: 'Les offres disponibles à votre adresse' });
  await expect(offers.locator('[data-offer-id]')).toHaveCount(1);
  await offers.getByRole('button', { name: 'Choisir cette offre : ADSL Xtra 12 Méga' }).click();
  await expect(page.getByText('ADSL Xtra 12 Méga a été ajouté à votre panier.')).toBeVisible();
  expect((await busEvents()).filter((event) => event.type === 'cart/itemAddRequested')).toEqual([
    {
      type: 'cart/itemAddRequested',
      payload: expect.objectContaining({ productType: 'adsl', productId: 'adsl-xtra-12', options: { eligibilityCheckId: expect.any(String) } }),
    },
  ]);
});

test('a company tests its premises, chooses a business fibre offer and asks for a sales call-back', async ({ page }) => {
  await page.goto('/entreprise/eligibilite-fibre');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Éligibilité à la fibre pour votre entreprise' })).toBeVisible();
  await chooseAddress(page, 'annakhil 15', '15, avenue Annakhil');
  await page.getByRole('button', { name: 'Tester cette adresse' }).click();
  const choose = page.getByRole('button', { name: 'Choisir cette offre : Fibre Pro 500 Méga' });
  await choose.click();
  await expect(choose).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Offre choisie : Fibre Pro 500 Méga')).toBeVisible();
  await page.getByLabel(/^Raison sociale/).fill('Tazi Logistique');
  await page.getByLabel(/^Nom du contact/).fill('Karim Tazi');
  await page.getByLabel(/^Téléphone/).fill('0700112201');
  await page.getByLabel(/^Adresse e-mail professionnelle/).fill('karim.tazi@tazi-logistique.ma');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('heading', { name: 'Votre demande est enregistrée' })).toBeVisible();
  await expect(page.getByText(/^Référence de votre demande : ENT-[A-Z2-9]{6}$/)).toBeVisible();
});

test('the whole journey in Arabic, right to left, at 360 px', async ({ page }) => {
  const busEvents = await recordBusEvents(page);
  const bookings = countBookings(page);
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(`/ar${FIBRE_TEST}`);
  await waitForRemote(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'اختبر أهليتك للألياف البصرية' })).toBeFocused();
  await dismissCookieBanner(page);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: '../test-results/screenshots/eligibility-ar-mobile-test.png', fullPage: true });
  await expectAccessible(page);

  // The Arabic letter variants are folded: "المسيره" finds "المسيرة".
  await chooseAddress(page, 'المسيره 81', /81، شارع المسيرة الخضراء/);
  await page.getByRole('button', { name: 'اختبار هذا العنوان' }).click();
  await expect(page.getByRole('heading', { name: 'خبر سار: الألياف البصرية متوفرة في عنوانك!' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: '../test-results/screenshots/eligibility-ar-mobile-outcome.png', fullPage: true });
  await expectAccessible(page);

  await page.getByRole('link', { name: 'اختيار هذا العرض: الألياف البصرية 500 ميغا' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'عرضك: الألياف البصرية 500 ميغا' })).toBeVisible();
  // The offer selection has the whole screen on a phone: no site header nor footer.
  await expect(page.getByRole('banner')).toBeHidden();
  await page.getByRole('radio', { name: 'منزل' }).check();
  await page.getByLabel(/^تاريخ الزيارة/).selectOption({ index: 2 });
  await page.getByRole('radio', { name: 'صباحًا، من 9 إلى 13' }).check();
  await page.getByLabel(/^الاسم الكامل/).fill('خديجة العمراني');
  await page.getByLabel(/^رقم الهاتف المحمول/).fill('0663456704');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'تأكيد الموعد' }).click();
  await expect(page.getByRole('heading', { name: 'تم تأكيد موعدك' })).toBeVisible();
  await expect(page.getByText(/^مرجع الموعد: INS-[A-Z2-9]{6}$/)).toBeVisible();
  await expect(page.getByText(/صباحًا بين الساعة 9 و13/)).toBeVisible();
  await page.getByRole('button', { name: 'متابعة الطلب' }).click();
  await expect(page.getByRole('link', { name: 'عرض سلتي' })).toHaveAttribute('href', '/ar/cart');
  expect((await busEvents()).filter((event) => event.type === 'cart/itemAddRequested')).toHaveLength(1);
  expect(bookings).toEqual([201]);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: '../test-results/screenshots/eligibility-ar-mobile-booked.png', fullPage: true });
  await expectAccessible(page);
});
