import { expect, test } from '../support/test';
import { dismissCookieBanner, expectAccessible, expectNoHorizontalScroll, VIEWPORTS } from '../support/pages';
import { DEMO_ACCOUNTS, SELF_CARE, signInThroughUi } from '../support/selfcare';

// Each customer signs in with the number in another of the forms customers type.
const TYPED = {
  prepaid: (mdn: string) => mdn,
  postpaidWithFibre: (mdn: string) => `+212 ${mdn.slice(1)}`,
  cameleon: (mdn: string) => `212${mdn.slice(1)}`,
  business: (mdn: string) => mdn.replace(/(\d{2})(?=\d)/g, '$1 '),
  homeInternet: (_mdn: string) => DEMO_ACCOUNTS.homeInternet.email,
} as const;

for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as Array<[keyof typeof DEMO_ACCOUNTS, (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS]]>) {
  test(`the ${account.label} customer signs in and sees the dashboard`, async ({ page }) => {
    await signInThroughUi(page, TYPED[key](account.username));
    // The main line is selected (another journey may have made the fleet's second line its main line).
    await expect(page.locator('[data-selected-line]')).toHaveAttribute('data-selected-line', new RegExp(`^${account.username.slice(0, 8)}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    // The header shows who is signed in.
    await expect(page.locator('[data-account-widget]')).toBeVisible();
  });
}

test('a wrong password is refused with a clear message and nothing stored', async ({ page }) => {
  await signInThroughUi(page, DEMO_ACCOUNTS.prepaid.username, { password: 'Faux2026', expectDashboard: false });
  await expect(page.getByRole('alert')).toContainText('Identifiant ou mot de passe incorrect');
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('switching line from the header shows that line’s balances', async ({ page }) => {
  await signInThroughUi(page, DEMO_ACCOUNTS.postpaidWithFibre.username);
  await expect(page.locator('[data-balance-item="Internet national"]')).toBeVisible();
  await dismissCookieBanner(page);
  await page.locator('[data-account-widget] button[aria-expanded]').click();
  await page.getByRole('button', { name: /05 22 34 56 03/ }).click();
  await expect(page.locator('[data-selected-line]')).toHaveAttribute('data-selected-line', '0522345603');
  await expect(page.locator('[data-balance-item="Internet fixe illimité"]')).toContainText('Illimité');
  // The choice survives a reload.
  await page.reload();
  await expect(page.locator('[data-selected-line]')).toHaveAttribute('data-selected-line', '0522345603');
});

test('an anonymous visit to the dashboard goes to sign-in and comes back after', async ({ page }) => {
  await page.goto(`/ar${SELF_CARE}/dashboard/details`);
  await page.waitForURL(/\/ar\/espace-client\/login\?redirect=/);
  await signInThroughUi(page, DEMO_ACCOUNTS.cameleon.username, { locale: 'ar', expectDashboard: false, openLogin: false });
  await page.waitForURL(/\/ar\/espace-client\/dashboard\/details$/);
  await expect(page.locator('[data-balance-category="appels"]')).toContainText('المكالمات');
});

for (const locale of ['fr', 'ar'] as const) {
  test(`login and dashboard in ${locale} at 360 px are accessible and fit the screen`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    const prefix = locale === 'ar' ? '/ar' : '';
    await page.goto(`${prefix}${SELF_CARE}/login`);
    await expect(page.locator('form')).toBeVisible();
    await dismissCookieBanner(page);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: `../test-results/screenshots/login-${locale}-mobile.png`, fullPage: true });
    await signInThroughUi(page, DEMO_ACCOUNTS.business.username, { locale });
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expectNoHorizontalScroll(page);
    // The header's basket (loaded for a signed-in customer) and the dashboard, label-in-name included (issue 33 §5).
    await expect(page.locator('[data-header-basket]')).toBeVisible();
    await expectAccessible(page, { labelInName: true });
    await page.screenshot({ path: `../test-results/screenshots/dashboard-${locale}-mobile.png`, fullPage: true });
  });
}

test('a customer on a new browser asks for a sign-in link by email and is signed in by opening it, once', async ({ page, request }) => {
  const account = DEMO_ACCOUNTS.cameleon;
  const mails = async () =>
    ((await (await request.get(`/api/dev/email-outbox?to=${account.email}`)).json()) as Array<{ subject: string; text: string }>).filter(
      (mail) => mail.subject === 'Votre lien de connexion',
    );
  const before = (await mails()).length;
  await page.goto(`${SELF_CARE}/login`);
  await dismissCookieBanner(page);
  await page.getByLabel(/Numéro de mobile ou e-mail/).fill(account.username);
  await page.getByRole('button', { name: 'Recevoir un lien de connexion par e-mail' }).click();
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText("Si un compte correspond, un lien vient d'être envoyé.")).toBeVisible();
  await expect.poll(async () => (await mails()).length).toBe(before + 1);
  const link = /\S*\/espace-client\/login\/lien#[\w-]+/.exec((await mails()).at(-1)!.text)![0];
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.waitForURL(new RegExp(`${SELF_CARE}/dashboard`));
  await expect(page.locator('[data-balance-category]').first()).toBeVisible();
  // The token left the address bar, and the link signs nobody in a second time.
  expect(page.url()).not.toContain('#');
  const again = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const other = await again.newPage();
    await other.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(other.getByRole('alert')).toBeVisible();
    await expect(other).not.toHaveURL(new RegExp(`${SELF_CARE}/dashboard`));
  } finally {
    await again.close();
  }
});
