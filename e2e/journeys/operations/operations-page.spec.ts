import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../../support/test';
import { readPlatformManifest } from '../../support/operations';
import { E2E_PLATFORM_DIR, REPO } from '../../support/environment';
import { DEMO_ACCOUNTS, DEMO_OPERATOR } from '../../../api/src/demo-accounts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const REMOTE = 'mf-recharge';
const CANARY = '9.9.1-e2e-canary';
const rolloutsFile = path.join(E2E_PLATFORM_DIR, 'rollouts.json');
const shots = path.join(REPO, 'test-results', 'operations-page');
let stable: string;
/** The stable version's page views the site's journeys sent before this file (real browsers' beacons). */
let stableViewsBefore = 0;

/** Real beacons through the collector, as the shell sends them when a page is hidden. */
async function sendBeacons(request: APIRequestContext, version: string, count: number, extra: (index: number) => Record<string, unknown>) {
  for (let index = 0; index < count; index++) {
    const answer = await request.post('/api/v1/telemetry/beacons', {
      headers: { 'content-type': 'text/plain' },
      data: JSON.stringify({
        route: '/recharge',
        language: 'fr',
        device: index % 2 ? 'mobile' : 'desktop',
        shell: '1.0.0',
        remotes: { [REMOTE]: version },
        vitals: [
          { name: 'LCP', value: 1200 + index * 40, remote: REMOTE },
          { name: 'INP', value: 80 + index * 5, remote: REMOTE },
          { name: 'CLS', value: 0.02, remote: REMOTE },
        ],
        errors: [],
        failures: [],
        ...extra(index),
      }),
    });
    expect(answer.status()).toBe(204);
  }
}

async function signInAsOperator(page: Page, login: string, password: string) {
  await page.getByLabel(/Operator login|Identifiant opérateur/).fill(login);
  await page.getByLabel(/^(Password|Mot de passe)/).fill(password);
  await page.getByLabel(/^(Password|Mot de passe)/).press('Enter');
}

/** What the page's versions table reads: the last 60 minutes of the remote's aggregate, per version. */
async function pageViewsOf(request: APIRequestContext, version: string): Promise<number> {
  const signIn = await request.post('/api/v1/operations/sign-in', { data: { login: DEMO_OPERATOR.login, password: DEMO_OPERATOR.password } });
  expect(signIn.status()).toBe(200);
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const series = await request.get(`/api/v1/operations/remotes/${REMOTE}/series?minutes=60`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(series.status()).toBe(200);
  const { versions } = (await series.json()) as { versions: Array<{ version: string; totals: { pageViews: number } }> };
  return versions.find((line) => line.version === version)?.totals.pageViews ?? 0;
}

test.beforeAll(async ({ request }) => {
  stable = readPlatformManifest().remotes[REMOTE]!.activeVersion!;
  stableViewsBefore = await pageViewsOf(request, stable);
  await sendBeacons(request, stable, 24, () => ({}));
  await sendBeacons(request, CANARY, 8, (index) => ({
    errors: index < 3 ? [{ remote: REMOTE, version: CANARY, kind: 'render', count: 1 }] : [],
    failures: index < 2 ? [{ remote: REMOTE, version: CANARY, phase: 'entry', count: 1 }] : [],
  }));
  // The rollout's state as `ops rollout` leaves it after its judge aborted (canary already off).
  const at = new Date().toISOString();
  fs.writeFileSync(
    rolloutsFile,
    JSON.stringify({
      [REMOTE]: {
        remote: REMOTE,
        version: CANARY,
        stableVersion: stable,
        steps: [1, 5, 25, 50, 100],
        holdMs: 600_000,
        step: 1,
        stepStartedAt: at,
        status: 'aborted',
        by: 'e2e-operator',
        startedAt: at,
        updatedAt: at,
        decisions: [
          {
            at,
            step: 1,
            percent: 5,
            verdict: 'abort',
            reason: 'load failures 2 of 8 page views (25.0 %) above the hard limit (2 %, at least 5)',
            canary: { version: CANARY, pageViews: 8, errors: 3, failures: 2 },
            stable: { version: stable, pageViews: 24, errors: 0, failures: 0 },
          },
        ],
      },
    }),
  );
  fs.mkdirSync(shots, { recursive: true });
});

test.afterAll(() => fs.rmSync(rolloutsFile, { force: true }));

test('a customer’s session cannot open the operations page, nor its routes', async ({ page, request }) => {
  const customer = DEMO_ACCOUNTS.prepaid;
  const signIn = await request.post('/api/ms-iam/v1/signin', { data: { username: customer.username, password: customer.password } });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const asCustomer = await request.get('/api/v1/operations/remotes', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(asCustomer.status()).toBe(403);
  expect(((await asCustomer.json()) as { code: string }).code).toBe('forbidden');

  await page.goto('/en/operations');
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await signInAsOperator(page, customer.username, customer.password);
  await expect(page.getByRole('alert')).toHaveText('Wrong login or password.');
  await expect(page.getByRole('heading', { name: 'Operations' })).toHaveCount(0);
});

for (const { language, path: at, viewport, heading, step } of [
  { language: 'en', path: '/en/operations', viewport: { width: 1280, height: 900 }, heading: 'Operations', step: '2 of 5 — 5 %' },
  { language: 'fr', path: '/operations', viewport: { width: 360, height: 780 }, heading: 'Opérations', step: '2 sur 5 — 5 %' },
  { language: 'ar', path: '/ar/operations', viewport: { width: 360, height: 780 }, heading: 'العمليات', step: '2 من 5 — 5 %' },
]) {
  test(`an operator signs in and sees a line per version and the aborted rollout (${language}, ${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(at);
    await page.screenshot({ path: path.join(shots, `sign-in-${language}-${viewport.width}.png`), fullPage: true });
    // With the keyboard alone: the login field, the password, Enter.
    await page.locator('#operator-login').focus();
    await page.keyboard.type(DEMO_OPERATOR.login);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_OPERATOR.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await page.locator('#operations-remote').selectOption(REMOTE);

    const rollout = page.locator('[data-rollout="aborted"]');
    await expect(rollout).toContainText(CANARY);
    await expect(rollout.locator('[data-rollout-step]')).toHaveText(step);
    await expect(rollout.locator('[data-decision="abort"]')).toContainText('load failures 2 of 8 page views');

    // The collector's aggregate, summed per version: both versions' lines on each chart.
    const pageViews = page.locator('[data-chart="pageViews"] svg');
    await expect(pageViews.locator('[data-line]')).toHaveCount(2);
    await expect(pageViews.locator(`[data-line="${stable}"][data-role="stable"] circle`).first()).toBeVisible();
    await expect(pageViews.locator(`[data-line="${CANARY}"][data-role="canary"] circle`).first()).toBeVisible();
    const versions = page.locator('[data-versions-table]');
    await expect(versions.locator(`[data-version="${CANARY}"] td`).nth(0)).toHaveText('8');
    await expect(versions.locator(`[data-version="${CANARY}"] td`).nth(2)).toHaveText('2');
    await expect(versions.locator(`[data-version="${stable}"] td`).nth(0)).toHaveText(String(stableViewsBefore + 24));
    // The sign-in is in the operators' audit on the page.
    await expect(page.locator('[data-audit-entry="sign-in:ok"]').first()).toBeVisible();
    // Nothing wider than the screen (the tables scroll inside their cards).
    const wider = await page.evaluate(
      (width) =>
        [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > width + 1 && !element.closest('[style*="overflow"], table'))
          .slice(0, 5)
          .map((element) => `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`),
      viewport.width,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth), wider.join('; ')).toBeLessThanOrEqual(viewport.width);
    await page.getByRole('button', { name: /^(Refuse|Refuser|رفض)$/ }).click();
    await page.screenshot({ path: path.join(shots, `dashboard-${language}-${viewport.width}.png`), fullPage: true });
  });
}

test('a first visit to the public site does not download the operations page’s code', async ({ page }) => {
  // The page's chunk is the one that holds its sign-in form (chunks are named by number in production).
  const scripts: Array<Promise<{ url: string; operations: boolean }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((text) => ({ url: new URL(response.url()).pathname, operations: text.includes('data-operator-sign-in') })));
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const firstVisit = await Promise.all(scripts);
  expect(firstVisit.some((script) => script.url.startsWith('/assets/'))).toBe(true);
  expect(firstVisit.filter((script) => script.operations)).toEqual([]);
  await page.goto('/en/operations');
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  expect((await Promise.all(scripts)).filter((script) => script.operations)).toHaveLength(1);
});
