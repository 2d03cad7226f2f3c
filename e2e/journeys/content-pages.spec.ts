import { expect, test, type Page } from '../support/test';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, VIEWPORTS, waitForRemote } from '../support/pages';

/** Every content page by name, with the h1 its French content gives it. */
const PAGES = [
  ['/portabilite', 'Changez d’opérateur, gardez votre numéro'],
  ['/page-explicative-post-achat', 'Votre commande est enregistrée : et maintenant ?'],
  ['/page-explicative-post-achat-portabilite', 'Votre demande de portabilité est enregistrée'],
  ['/cgu', 'Conditions générales d’utilisation'],
  ['/cgv', 'Conditions générales de vente'],
  ['/mandat', 'Mandat de portabilité'],
  ['/services', 'Nos services'],
  ['/wholesale/datacenter', 'Nos datacenters au Maroc'],
  ['/entreprise/rencontres-entreprises', 'Rencontres Entreprises'],
  ['/roaming', 'Roaming : votre mobile vous suit à l’étranger'],
] as const;

const open = async (page: Page, path: string) => {
  await page.goto(path);
  await waitForRemote(page);
  await dismissCookieBanner(page);
};

test('every content page by name opens in French with its title, breadcrumbs and no accessibility fault', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  for (const [path, title] of PAGES) {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Atlas Telecom`);
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Accueil' })).toBeVisible();
    await expectAccessible(page);
  }
});

test('the portability page in Arabic at 360 px leads to the request, the agencies and the customer area', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await open(page, '/ar/portabilite');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('غيّر المشغّل واحتفظ برقمك');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'تقديم طلبي عبر الإنترنت' })).toHaveAttribute('href', '/ar/portabilite/demande');
  await expect(page.getByRole('link', { name: 'العثور على وكالة' }).first()).toHaveAttribute('href', '/ar/nos-agences');
  await expect(page.getByRole('heading', { name: 'رمز RIO الخاص بك، برسالة مجانية إلى 1234' })).toBeVisible();
  await page.getByText('كم يكلّف نقل الرقم؟').click();
  await expect(page.getByText(/لا يحق لأطلس تيليكوم ولا لمشغّلك القديم/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: '../test-results/screenshots/portabilite-ar-mobile.png', fullPage: true });
  await expectAccessible(page);
});

test('the terms of use in Arabic at 360 px: the table of contents leads to each article', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await open(page, '/ar/cgu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الشروط العامة للاستعمال');
  await page.getByRole('navigation', { name: 'الفهرس' }).getByRole('link', { name: 'المادة 6 – المعطيات الشخصية' }).click();
  await expect(page).toHaveURL(/#donnees$/);
  await expect(page.getByRole('heading', { name: 'المادة 6 – المعطيات الشخصية' })).toBeInViewport();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

test('a path no page carries gets the shell’s 404', async ({ page }) => {
  await page.goto('/conditions-inexistantes');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
});

test('a request’s survey: answered once, a double click sends one answer, the link then says it is answered', async ({ page, request }) => {
  const callBack = await request.post('/api/v1/ms-forms/call-back', {
    headers: { 'Idempotency-Key': `e2e-survey-${Date.now()}` },
    data: { segment: 'consumer', name: 'Nadia Berrada', phone: '0612345678', reason: 'billing', type: 'immediate' },
  });
  expect(callBack.status()).toBe(201);
  const { reference } = (await callBack.json()) as { reference: string };

  const posts: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/ms-forms/survey') && response.request().method() === 'POST') posts.push(response.status());
  });
  await open(page, `/enquete-satisfaction?ref=${reference}`);
  await expect(page.getByText(`À propos de votre demande ${reference}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Choisissez une note de 1 à 5')).toBeVisible();
  await page.getByRole('radio', { name: '2 – Peu' }).check();
  await page.getByRole('radio', { name: '6', exact: true }).check();
  await page.getByRole('radio', { name: 'Le service client (220)' }).check();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Dites-nous en quelques mots ce qui n’a pas été')).toBeVisible();
  await page.getByLabel(/^Qu’est-ce qui n’a pas été/).fill('Trop d’attente avant d’avoir un conseiller.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Envoyer' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Merci pour votre avis !' })).toBeVisible();
  await expect(page.getByText(/^Référence de votre demande : AVS-[A-Z2-9]{6}$/)).toBeVisible();
  expect(posts).toEqual([201]);

  await page.reload();
  await waitForRemote(page);
  await expect(page.getByRole('heading', { name: 'Vous avez déjà répondu à cette enquête' })).toBeVisible();
});

test('the star promo counts down from the server’s end date and shows the offer has ended', async ({ page }) => {
  await page.clock.install();
  await open(page, '/promo-etoile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promo Étoile : des smartphones à prix étoilés');
  const timer = page.getByRole('timer');
  await expect(timer).toBeVisible();
  const before = Number(await timer.getAttribute('data-remaining'));
  // About three weeks left, as the seed sets it.
  expect(before).toBeGreaterThan(20 * 86_400);
  await page.clock.runFor(3_000);
  await expect.poll(async () => before - Number(await timer.getAttribute('data-remaining'))).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('link', { name: 'Voir les smartphones étoilés' })).toHaveAttribute('href', '/catalogue-smartphones');
  await expectAccessible(page);

  // The end date passes while the page stays open.
  await page.clock.fastForward(before * 1_000);
  await page.clock.runFor(2_000);
  await expect(page.getByRole('status').filter({ hasText: 'Cette offre est terminée' })).toBeVisible();
  await expect(timer).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Voir les offres du moment' })).toHaveAttribute('href', '/catalogue-smartphones');
});

test('a star promo that has ended, in Arabic at 360 px', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await open(page, '/ar/promo-etoile/etoile-ramadan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('عرض نجمة رمضان: تعبئات مضاعفة');
  await expect(page.getByText('انتهى هذا العرض')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

test('a company registers for a business meeting', async ({ page }) => {
  await open(page, '/entreprise/rencontres-entreprises');
  const rabat = page.locator('[data-event-id="petit-dejeuner-cyber-rabat"]');
  await expect(rabat).toContainText('40 places disponibles');
  await rabat.getByRole('button', { name: 'S’inscrire : Petit-déjeuner cybersécurité' }).click();
  await expect(page.getByLabel(/^Rencontre/)).toHaveValue('petit-dejeuner-cyber-rabat');
  await page.getByLabel(/^Nom complet/).fill('Karim Tazi');
  await page.getByLabel(/^Entreprise/).fill('Tazi Logistique');
  await page.getByLabel(/^E-mail professionnel/).fill('karim.tazi@tazi-logistique.ma');
  await page.getByLabel(/^Mobile/).fill('0700112201');
  await page.getByLabel(/^Nombre de participants/).selectOption('3');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('heading', { name: 'Votre inscription est enregistrée' })).toBeVisible();
  await expect(page.getByText(/^Référence de votre demande : EVT-[A-Z2-9]{6}$/)).toBeVisible();
});
