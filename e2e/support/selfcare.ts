import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../../api/src/demo-accounts';
import { LOCALE_PREFIX, type Locale } from './pages';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount };

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
  await page.getByRole('button', { name: labels.submit }).click();
  if (expectDashboard) {
    await page.waitForURL(new RegExp(`${SELF_CARE}/dashboard`));
    await expect(page.locator('[data-balance-category]').first()).toBeVisible();
  }
}

/** The last code the development SMS sender delivered to a number (the outbox of the real API). */
export async function lastCodeSentTo(request: APIRequestContext, mdn: string, after?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/api/dev/sms-outbox?to=${mdn}`)).json()) as Array<{ text: string }>;
      code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
      return code !== undefined && code !== after;
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
  expect((await request.post('/api/ms-iam/v1/otp/send', { data: { mdn, purpose: 'signup' } })).status()).toBe(200);
  const code = await lastCodeSentTo(request, mdn);
  const { otpToken } = (await (await request.post('/api/ms-iam/v1/otp/verify', { data: { mdn, purpose: 'signup', code } })).json()) as { otpToken: string };
  const created = await request.post('/api/ms-iam/v1/signup', { data: { kind: 'mobile', mdn, otpToken, email, password: DEMO_PASSWORD, firstName: 'Test', lastName: 'Session' } });
  expect(created.status()).toBe(201);
}

