import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Order } from '@atlas/contracts/shop';
import { dismissCookieBanner, waitForRemote } from './pages';

/** A buyer of the shop's journeys; each journey uses its own contact number (bank-bill references are per number). */
export interface Buyer {
  firstName: string;
  lastName: string;
  birthDate: string;
  cin: string;
  address: string;
  city: string;
  postalCode: string;
  phone: string;
  email: string;
}

export const buyer = (phone: string, overrides: Partial<Buyer> = {}): Buyer => ({
  firstName: 'Salma',
  lastName: 'Idrissi',
  birthDate: '1990-05-14',
  cin: 'BK123456',
  address: '12 rue des Orangers',
  city: 'Rabat',
  postalCode: '10000',
  phone,
  email: `buyer.${phone}@example.ma`,
  ...overrides,
});

const LABELS = {
  fr: {
    mme: 'Mme',
    firstName: /^Prénom/,
    lastName: /^Nom\*?$/,
    birthDate: /^Date de naissance/,
    cin: /^Numéro de CIN/,
    address: /^Adresse\*?$/,
    city: /^Ville\*?$/,
    postalCode: /^Code postal/,
    phone: /^Numéro de contact/,
    email: /^Adresse e-mail/,
    terms: /J’accepte les/,
    continue: 'Continuer',
    toPayment: 'Passer au paiement',
    captcha: /^Recopiez le code/,
  },
  ar: {
    mme: 'السيدة',
    firstName: /^الاسم الشخصي/,
    lastName: /^الاسم العائلي/,
    birthDate: /^تاريخ الازدياد/,
    cin: /^رقم البطاقة الوطنية/,
    address: /^العنوان\*?$/,
    city: /^المدينة\*?$/,
    postalCode: /^الرمز البريدي/,
    phone: /^رقم الاتصال/,
    email: /^البريد الإلكتروني/,
    terms: /أوافق على/,
    continue: 'متابعة',
    toPayment: 'الانتقال إلى الأداء',
    captcha: /^انسخ الرمز/,
  },
} as const;

export type ShopLocale = keyof typeof LABELS;

/** From the mobile plans page to the shop's number step of the Forfait 99 Dh, in French: the step's form. */
export async function openPlanNumberStep(page: Page) {
  await page.goto('/offres-mobiles/forfait-mobile');
  await waitForRemote(page);
  await dismissCookieBanner(page);
  await page.getByRole('link', { name: 'Choisir le Forfait 99 Dh — 50 Go', exact: true }).click();
  await waitForRemote(page, 'mf-cart-payment');
  return page.locator('form[data-step="number"]');
}

/** Fills the client-info step with the common personal fields and goes on. */
export async function fillClientInfo(page: Page, who: Buyer, locale: ShopLocale = 'fr'): Promise<void> {
  const labels = LABELS[locale];
  const form = page.locator('form[data-step="client"]');
  await form.getByRole('radio', { name: labels.mme, exact: true }).check();
  await form.getByLabel(labels.firstName).fill(who.firstName);
  await form.getByLabel(labels.lastName).fill(who.lastName);
  await form.getByLabel(labels.birthDate).fill(who.birthDate);
  await form.getByLabel(labels.cin).fill(who.cin);
  await form.getByLabel(labels.address).fill(who.address);
  await form.getByLabel(labels.city).fill(who.city);
  await form.getByLabel(labels.postalCode).fill(who.postalCode);
  await form.getByLabel(labels.phone).fill(who.phone);
  await form.getByLabel(labels.email).fill(who.email);
  await form.getByRole('checkbox', { name: labels.terms }).check();
}

/** The last captcha the page asked for, read through the development route (`devAnswer`). */
export function watchCaptchas(page: Page): () => string | undefined {
  let last: string | undefined;
  page.on('response', async (response) => {
    if (response.url().includes('/api/v1/ms-payment/captcha/generate') && response.ok()) {
      last = ((await response.json()) as { captchaId: string }).captchaId;
    }
  });
  return () => last;
}

export async function captchaText(request: APIRequestContext, captchaId: string | undefined): Promise<string> {
  expect(captchaId, 'the page asked for a captcha').toBeTruthy();
  const answer = await request.get(`/api/dev/captcha?captchaId=${captchaId}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { text: string }).text;
}

/** Types the answer of the captcha on screen. */
export async function solveCaptcha(page: Page, request: APIRequestContext, lastCaptcha: () => string | undefined, locale: ShopLocale = 'fr'): Promise<void> {
  await expect(page.locator('[data-captcha] img')).toBeVisible();
  await expect.poll(lastCaptcha).toBeTruthy();
  await page.getByLabel(LABELS[locale].captcha).fill(await captchaText(request, lastCaptcha()));
}

/** The sandbox's test cards (GATEWAY_TEST_CARDS of the contract). */
export const TEST_CARDS = {
  succeeds: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0000 0000 3220',
} as const;

/** The recharge's card step (`paiement/cb`) by its title, in each language. */
const CARD_STEP_TITLES: Record<ShopLocale, string> = { fr: 'Paiement par carte bancaire', ar: 'الأداء بالبطاقة البنكية' };

/**
 * From the recharge recap, card chosen: on to the card step, then its own pay button. The recap's
 * button carries the same `data-pay` mark and stays on screen while the step's page loads, so the
 * step is awaited by its title first (a click on the recap's button went nowhere under load).
 */
export async function continueToCardStep(page: Page, locale: ShopLocale = 'fr'): Promise<void> {
  await page.locator('[data-pay]').click();
  await expect(page).toHaveURL(/\/paiement\/cb$/);
  await expect(page.getByRole('heading', { level: 1, name: CARD_STEP_TITLES[locale] })).toBeVisible();
  await page.locator('[data-pay]').click();
}

/** Pays on the gateway's hosted page (the NovaPay sandbox) in French, with a 3-D Secure code when asked. */
export async function payOnGateway(page: Page, card: string, { screenshot }: { screenshot?: string } = {}): Promise<void> {
  // The gateway's own page, not the shop's card step of the same title still on screen before the redirect.
  await page.waitForURL(/\/payment-gateway\//);
  await expect(page.getByRole('heading', { level: 1, name: /Payer par carte bancaire|الأداء بالبطاقة البنكية|Pay by bank card/ })).toBeVisible();
  if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
  await page.getByLabel(/Titulaire de la carte|حامل البطاقة|Cardholder/).fill('Salma Idrissi');
  await page.getByLabel(/Numéro de carte|رقم البطاقة|Card number/).fill(card);
  await page.getByLabel(/Date d’expiration|تاريخ انتهاء|Expiry/).fill('12/34');
  await page.getByLabel(/Cryptogramme|CVV/).fill('123');
  await page.locator('form button[type="submit"]').first().click();
  if (card === TEST_CARDS.threeDSecure) {
    const sandbox = page.locator('aside.sandbox');
    const code = (await sandbox.textContent())?.match(/\b(\d{6})\b/)?.[1];
    expect(code, 'the sandbox shows the 3-D Secure code').toBeTruthy();
    await page.locator('#code').fill(code!);
    await page.locator('form button[type="submit"]').first().click();
  }
}

/** A number as screens show it: in pairs ("06 12 34 56 78"). */
export const inPairs = (mdn: string): string => mdn.replace(/(\d{2})(?=\d)/g, '$1 ');

/** The same inside a sentence: isolated left-to-right (U+2066 … U+2069), so Arabic text keeps its order. */
export const inPairsInText = (mdn: string): string => `\u2066${inPairs(mdn)}\u2069`;

/**
 * The sdata header of this page's browser, as its api client sends it: the browser id in it is
 * the proof a visitor has of the orders and bank bills it placed.
 */
export async function browserHeaders(page: Page): Promise<Record<string, string>> {
  const uuid = await page.evaluate(() => localStorage.getItem('uuid'));
  return { sdata: Buffer.from(JSON.stringify({ channel: 'web', origin: 'public', uuid, language: 'fr', appVersion: 'e2e' })).toString('base64') };
}

/** The order as the server recorded it, read as the browser that placed it. */
export async function orderOf(page: Page, refNumber: string): Promise<Order> {
  const answer = await page.request.get(`/api/v1/ms-payment/order/pull?refNumber=${refNumber}`, { headers: await browserHeaders(page) });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Order;
}

/** The refNumber of the result page the browser is on. */
export const refNumberOf = (page: Page): string => new URL(page.url()).searchParams.get('refNumber') ?? '';
