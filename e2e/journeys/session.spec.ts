import { expect, test, type Response } from '../support/test';
import { ACCESS_TOKEN_TTL_SECONDS } from '../support/environment';
import { dismissCookieBanner } from '../support/pages';
import { DEMO_ACCOUNTS, SELF_CARE, signedInKeys, signInThroughUi } from '../support/selfcare';

// The session itself (vault, refresh, tabs in step). The customer-facing session journeys
// (refresh unnoticed, refused refresh, sign-out in another tab) are in selfcare-session.spec.ts.

const isRefresh = (response: Response) => response.url().endsWith('/api/ms-iam/v1/refresh-token');

test('the tokens rest encrypted and the session survives a reload', async ({ page }) => {
  const signIn = page.waitForResponse((response) => response.url().endsWith('/api/ms-iam/v1/signin'));
  await signInThroughUi(page, DEMO_ACCOUNTS.cameleon.username);
  const issued = (await (await signIn).json()) as { accessToken: string; refreshToken: string };

  const stored = await page.evaluate(() => localStorage.getItem('user'));
  expect(stored).not.toBeNull();
  for (const secret of [issued.accessToken, issued.refreshToken, issued.accessToken.split('.')[1]!]) expect(stored).not.toContain(secret);

  await page.reload();
  await expect(page.locator('[data-balance-category]').first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`${SELF_CARE}/dashboard`);
});

test('two tabs share one session through several refreshes without the server seeing a token twice', async ({ context }) => {
  test.setTimeout(120_000);
  const refreshes: number[] = [];
  context.on('response', (response) => {
    if (isRefresh(response)) refreshes.push(response.status());
  });
  const first = await context.newPage();
  await signInThroughUi(first, DEMO_ACCOUNTS.business.username);
  const second = await context.newPage();
  await second.goto(`${SELF_CARE}/mes-lignes`);
  await expect(second.locator('[data-line]').first()).toBeVisible();

  // Long enough for each tab's timer to come due twice.
  await first.waitForTimeout(ACCESS_TOKEN_TTL_SECONDS * 2.5 * 1000);
  // One rotation per token life for the pair, every one accepted (a reused token would revoke them all).
  expect(refreshes.length).toBeGreaterThanOrEqual(2);
  expect(refreshes.length).toBeLessThanOrEqual(4);
  expect(refreshes.every((status) => status === 200)).toBe(true);

  for (const page of [first, second]) {
    await page.goto(`${SELF_CARE}/dashboard`);
    await expect(page.locator('[data-balance-category]').first()).toBeVisible();
  }
  expect(await signedInKeys(second)).toEqual(expect.arrayContaining(['user', 'profile', 'selectedLine']));
});

test('a reload while the tokens rotate keeps the customer signed in (the page lost the answer, not the session)', async ({ page }) => {
  test.setTimeout(120_000);
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (isRefresh(response)) refreshes.push(response.status());
  });
  await signInThroughUi(page, DEMO_ACCOUNTS.prepaid.username);
  await expect(page.locator('[data-balance-category]').first()).toBeVisible();

  // The rotation leaves; the page reloads before its answer comes back (the server rotated anyway).
  await page.waitForRequest((request) => request.url().endsWith('/api/ms-iam/v1/refresh-token'), { timeout: ACCESS_TOKEN_TTL_SECONDS * 1000 });
  await page.reload();
  await expect(page.locator('[data-balance-category]').first()).toBeVisible();
  // The next rotation, from the reloaded page, is accepted too: the family was not revoked.
  const next = await page.waitForResponse(isRefresh, { timeout: (ACCESS_TOKEN_TTL_SECONDS + 10) * 1000 });
  expect(next.status()).toBe(200);
  expect(refreshes.every((status) => status === 200)).toBe(true);
  expect(new URL(page.url()).pathname).toBe(`${SELF_CARE}/dashboard`);
});

test('a refresh token played twice revokes the session: the page lands on sign-in with its data cleared', async ({ page, request }) => {
  test.setTimeout(120_000);
  const signIn = page.waitForResponse((response) => response.url().endsWith('/api/ms-iam/v1/signin'));
  await signInThroughUi(page, DEMO_ACCOUNTS.prepaid.username);
  const { refreshToken: firstRefreshToken } = (await (await signIn).json()) as { refreshToken: string };
  await page.evaluate(() => localStorage.setItem('cartId', 'cart-of-the-session'));

  // The page rotates its tokens on its own before the access token dies.
  const rotated = await page.waitForResponse(isRefresh, { timeout: ACCESS_TOKEN_TTL_SECONDS * 1000 });
  expect(rotated.status()).toBe(200);
  // Someone plays the first refresh token again (a stolen copy): the server revokes the family.
  expect((await request.post('/api/ms-iam/v1/refresh-token', { data: { refreshToken: firstRefreshToken } })).status()).toBe(401);

  await page.waitForURL(/\/espace-client\/login\?redirect=%2Fespace-client%2Fdashboard/, { timeout: (ACCESS_TOKEN_TTL_SECONDS + 10) * 1000 });
  expect(await signedInKeys(page)).toEqual([]);
  await expect(page.locator('[data-account-widget]')).toHaveCount(0);
});

test('a line selected in one tab is the selected line of the other', async ({ context }) => {
  const first = await context.newPage();
  await signInThroughUi(first, DEMO_ACCOUNTS.postpaidWithFibre.username);
  const second = await context.newPage();
  await second.goto(`${SELF_CARE}/dashboard`);
  await expect(second.locator('[data-selected-line]')).toHaveAttribute('data-selected-line', '0662345602');

  await dismissCookieBanner(first);
  await first.locator('[data-account-widget] button[aria-expanded]').click();
  await first.getByRole('button', { name: /05 22 34 56 03/ }).click();
  await expect(first.locator('[data-selected-line]')).toHaveAttribute('data-selected-line', '0522345603');
  await expect(second.locator('[data-selected-line]')).toHaveAttribute('data-selected-line', '0522345603');
});
