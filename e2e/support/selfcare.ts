import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../api/src/demo-accounts';
import { LOCALE_PREFIX, type Locale } from './pages';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export const SELF_CARE = '/espace-client';

const LOGIN_LABELS: Record<Locale, { username: RegExp; password: RegExp; submit: string }> = {
  fr: { username: /Numéro de mobile ou e-mail/, password: /^Mot de passe/, submit: 'Se connecter' },
  ar: { username: /رقم الهاتف المحمول أو البريد الإلكتروني/, password: /^كلمة المرور/, submit: 'تسجيل الدخول' },
  en: { username: /Mobile number or email/, password: /^Password/, submit: 'Sign in' },
};

/** Signs in through the login screen and waits for the dashboard with its balances. */
export async function signInThroughUi(
  page: Page,
  username: string,
  { locale = 'fr' as Locale, password = DEMO_PASSWORD, expectDashboard = true, openLogin = true } = {},
): Promise<void> {
  const labels = LOGIN_LABELS[locale];
  if (openLogin) await page.goto(`${LOCALE_PREFIX[locale]}${SELF_CARE}/login`);
  await page.getByLabel(labels.username).fill(username);
  await page.getByLabel(labels.password).fill(password);
  // Exact: the page also offers "Se connecter avec un code reçu par SMS".
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  if (expectDashboard) {
    await page.waitForURL(new RegExp(`${SELF_CARE}/dashboard`));
    await expect(page.locator('[data-balance-category]').first()).toBeVisible();
  }
}

type OutboxMessage = { id: number; text: string };

const outboxOf = async (request: APIRequestContext, mdn: string) => (await (await request.get(`/api/dev/sms-outbox?to=${mdn}`)).json()) as OutboxMessage[];

/**
 * The code the development SMS sender (the outbox of the real API) delivered to a number because of `send`:
 * only a message newer than the ones already there counts, so an older code is never typed by mistake.
 */
export async function codeSentBy(request: APIRequestContext, mdn: string, send: () => Promise<unknown>): Promise<string> {
  const newestBefore = (await outboxOf(request, mdn))[0]?.id ?? 0;
  await send();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const [newest] = await outboxOf(request, mdn);
      code = newest && newest.id > newestBefore ? newest.text.match(/\b(\d{6})\b/)?.[1] : undefined;
      return code !== undefined;
    })
    .toBe(true);
  return code!;
}

/** Types a code into the OTP boxes: the whole code in the first box, as a pasted SMS code would come. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.locator('input[autocomplete="one-time-code"]').fill(code);
}

/** Whether the page's storage holds the signed-in data the spec names. */
export const signedInKeys = (page: Page) =>
  page.evaluate(() => ['user', 'cartId', 'profile', 'selectedLine'].filter((key) => localStorage.getItem(key) !== null));

/** A customer of one's own for journeys that end sessions: signs up a free line through the real API. */
export async function signUpThroughApi(request: APIRequestContext, mdn: string, email: string): Promise<void> {
  const code = await codeSentBy(request, mdn, async () =>
    expect((await request.post('/api/ms-iam/v1/otp/send', { data: { mdn, purpose: 'signup' } })).status()).toBe(200),
  );
  const { otpToken } = (await (await request.post('/api/ms-iam/v1/otp/verify', { data: { mdn, purpose: 'signup', code } })).json()) as { otpToken: string };
  const created = await request.post('/api/ms-iam/v1/signup', {
    data: { kind: 'mobile', mdn, otpToken, email, password: DEMO_PASSWORD, firstName: 'Test', lastName: 'Session', termsAccepted: true },
  });
  expect(created.status()).toBe(201);
}

/**
 * signUpThroughApi once per database: a retried test (a new worker) finds the account made by its
 * first try and signs in to it instead of being refused account-exists.
 */
export async function ensureSignedUpThroughApi(request: APIRequestContext, mdn: string, email: string): Promise<void> {
  const signIn = await request.post('/api/ms-iam/v1/signin', { data: { username: mdn, password: DEMO_PASSWORD } });
  if (signIn.status() !== 200) await signUpThroughApi(request, mdn, email);
}
