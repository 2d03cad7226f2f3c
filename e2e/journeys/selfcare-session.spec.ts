import { expect, test } from '../support/test';
import { DEMO_ACCOUNTS, codeSentBy, signUpThroughApi, SELF_CARE, signedInKeys, signInThroughUi } from '../support/selfcare';
import { ACCESS_TOKEN_TTL_SECONDS } from '../support/environment';

test('the access token expires during use and the session refreshes without the customer noticing', async ({ page }) => {
  test.setTimeout(90_000);
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/ms-iam/v1/refresh-token')) refreshes.push(response.status());
  });
  await signInThroughUi(page, DEMO_ACCOUNTS.prepaid.username);
  await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 5) * 1000);
  await page.getByRole('link', { name: 'Voir le détail' }).click();
  await expect(page.locator('[data-balance-category]').first()).toBeVisible();
  expect(page.url()).toContain(`${SELF_CARE}/dashboard/details`);
  expect(refreshes.length).toBeGreaterThan(0);
  expect(refreshes.every((status) => status === 200)).toBe(true);
});

test('a refused refresh lands on sign-in with the local data cleared', async ({ page, request }) => {
  test.setTimeout(90_000);
  const mdn = '0667000333';
  await signUpThroughApi(request, mdn, 'sara.bennani@example.ma');
  await signInThroughUi(page, mdn);
  await page.evaluate(() => localStorage.setItem('cartId', 'cart-kept-until-sign-out'));
  expect(await signedInKeys(page)).toEqual(['user', 'cartId', 'profile', 'selectedLine']);

  // Elsewhere, the customer resets the password: every open session's refresh token is revoked.
  const code = await codeSentBy(request, mdn, () => request.post('/api/ms-iam/v1/otp/send', { data: { mdn, purpose: 'password-recovery' } }));
  const { otpToken } = (await (await request.post('/api/ms-iam/v1/otp/verify', { data: { mdn, purpose: 'password-recovery', code } })).json()) as {
    otpToken: string;
  };
  expect((await request.post('/api/ms-iam/v1/reset-password', { data: { mdn, otpToken, password: 'Nouveau2027' } })).status()).toBe(204);

  await page.waitForURL(/\/espace-client\/login\?redirect=/, { timeout: (ACCESS_TOKEN_TTL_SECONDS + 20) * 1000 });
  expect(await signedInKeys(page)).toEqual([]);
  await expect(page.locator('[data-account-widget]')).toHaveCount(0);
});

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await signInThroughUi(first, '0662345602');
  await second.goto(`${SELF_CARE}/mes-lignes`);
  await expect(second.locator('[data-line="0522345603"]')).toBeVisible();

  await first.goto(`${SELF_CARE}/mon-compte`);
  await first.getByRole('button', { name: 'Se déconnecter' }).click();
  await first.waitForURL(/espace-client\/login/);
  await second.waitForURL(/espace-client\/login\?redirect=/);
  expect(await signedInKeys(second)).toEqual([]);
});
