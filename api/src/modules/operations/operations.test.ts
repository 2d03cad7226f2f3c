import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { operatorAccounts, operatorAudit, telemetryHistograms } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_OPERATOR } from '../../demo-accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/session';
import { bucketCount } from '../telemetry/histogram';
import { addOperator } from './operators';
import { OperatorsRepository } from './operators.repository';

jest.setTimeout(60_000);

const platformDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-operations-'));
let testApp: TestApp;
const app = () => testApp.app;

/** A histogram with `count` samples in bucket `index`. */
const oneBucket = (vital: 'LCP' | 'INP' | 'CLS', index: number, count: number) =>
  Array.from({ length: bucketCount(vital) }, (_, at) => (at === index ? count : 0));

// Minutes before the file started, fixed once: the seed and the assertions must name the same minute
// even when the clock turns one between them (it did, on CI).
const startedAt = Date.now();
const minute = (offset: number) => new Date(Math.floor(startedAt / 60_000) * 60_000 - offset * 60_000);

beforeAll(async () => {
  fs.writeFileSync(
    path.join(platformDir, 'platform-manifest.json'),
    JSON.stringify({
      schemaVersion: 1,
      updatedAt: new Date().toISOString(),
      remotes: {
        'mf-recharge': {
          name: 'mf-recharge',
          container: 'mf_recharge',
          activeVersion: '1.0.0',
          lastGoodVersion: '1.0.0',
          history: [],
          versions: {},
          canary: { version: '1.1.0', percent: 5 },
        },
      },
    }),
  );
  fs.writeFileSync(
    path.join(platformDir, 'rollouts.json'),
    JSON.stringify({
      'mf-recharge': {
        remote: 'mf-recharge',
        version: '1.1.0',
        stableVersion: '1.0.0',
        steps: [1, 5, 25, 50, 100],
        holdMs: 600_000,
        step: 1,
        stepStartedAt: minute(3).toISOString(),
        status: 'aborted',
        by: 'ops',
        startedAt: minute(10).toISOString(),
        updatedAt: minute(1).toISOString(),
        decisions: [
          {
            at: minute(1).toISOString(),
            step: 1,
            percent: 5,
            verdict: 'abort',
            reason: 'load failures 3 of 50 page views (6.0 %) above the hard limit',
            canary: { version: '1.1.0', pageViews: 50, errors: 5, failures: 3 },
            stable: { version: '1.0.0', pageViews: 200, errors: 2, failures: 0 },
          },
        ],
      },
    }),
  );
  testApp = await buildTestApp({ platformStore: { dir: platformDir, databaseUrl: null } });
  const row = { route: '/recharge', remote: 'mf-recharge', device: 'mobile', sum: 0 };
  await app()
    .db.insert(telemetryHistograms)
    .values([
      // Stable 1.0.0 over two minutes: 200 page views, 2 errors; LCP 100 samples in (2000, 2250] then 100 in (2500, 3000].
      { ...row, minute: minute(2), version: '1.0.0', metric: 'page_view', count: 100, buckets: [] },
      { ...row, minute: minute(2), version: '1.0.0', metric: 'error', count: 2, buckets: [] },
      { ...row, minute: minute(2), version: '1.0.0', metric: 'LCP', count: 100, buckets: oneBucket('LCP', 8, 100) },
      { ...row, minute: minute(2), version: '1.0.0', metric: 'INP', count: 100, buckets: oneBucket('INP', 3, 100) },
      { ...row, minute: minute(2), version: '1.0.0', metric: 'CLS', count: 100, buckets: oneBucket('CLS', 0, 100) },
      { ...row, minute: minute(1), version: '1.0.0', metric: 'page_view', count: 60, buckets: [] },
      { ...row, minute: minute(1), version: '1.0.0', device: 'desktop', metric: 'page_view', count: 40, buckets: [] },
      { ...row, minute: minute(1), version: '1.0.0', metric: 'LCP', count: 100, buckets: oneBucket('LCP', 10, 100) },
      // Canary 1.1.0: 50 page views, 5 errors, 3 load failures.
      { ...row, minute: minute(1), version: '1.1.0', metric: 'page_view', count: 50, buckets: [] },
      { ...row, minute: minute(1), version: '1.1.0', metric: 'error', count: 5, buckets: [] },
      { ...row, minute: minute(1), version: '1.1.0', metric: 'failure:entry', count: 2, buckets: [] },
      { ...row, minute: minute(1), version: '1.1.0', metric: 'failure:manifest', count: 1, buckets: [] },
      // Out of the window, and another remote: not counted.
      { ...row, minute: minute(120), version: '1.0.0', metric: 'page_view', count: 999, buckets: [] },
      { ...row, remote: 'mf-catalogue', minute: minute(1), version: '1.0.0', metric: 'page_view', count: 7, buckets: [] },
    ]);
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(platformDir, { recursive: true, force: true });
});

async function operatorSignIn(login: string = DEMO_OPERATOR.login, password: string = DEMO_OPERATOR.password) {
  return app().inject({ method: 'POST', url: '/api/v1/operations/sign-in', payload: { login, password } });
}

const operatorBearer = async () => ({ authorization: `Bearer ${(await operatorSignIn()).json<{ accessToken: string }>().accessToken}` });

describe('operator accounts and their tokens', () => {
  it('signs the demo operator in, and refuses a wrong password with a stable code', async () => {
    const ok = await operatorSignIn();
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ tokenType: 'Bearer', login: DEMO_OPERATOR.login, expiresIn: 3600 });
    const wrong = await operatorSignIn(DEMO_OPERATOR.login, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('iam-bad-credentials');
  });

  it('refuses a customer’s token on every operator route with 403, and no token with 401', async () => {
    const customer = await signIn(app(), DEMO_ACCOUNTS.prepaid.username);
    const routes = app()
      .routeCatalogue()
      .filter((route) => route.access === 'operator');
    expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/v1/operations/audit',
      'GET /api/v1/operations/remotes',
      'GET /api/v1/operations/remotes/:remote/series',
    ]);
    for (const route of routes) {
      const url = route.url.replace(':remote', 'mf-recharge');
      const asCustomer = await app().inject({ method: 'GET', url, headers: bearer(customer) });
      expect([url, asCustomer.statusCode, asCustomer.json().code]).toEqual([url, 403, 'forbidden']);
      const anonymous = await app().inject({ method: 'GET', url });
      expect([url, anonymous.statusCode, anonymous.json().code]).toEqual([url, 401, 'unauthorized']);
    }
  });

  it('refuses an operator’s token on the customers’ routes', async () => {
    const headers = await operatorBearer();
    const customerRoutes = app()
      .routeCatalogue()
      .filter((route) => route.access === 'customer' && route.method === 'GET' && !route.url.includes(':'));
    expect(customerRoutes.length).toBeGreaterThan(3);
    for (const route of customerRoutes) {
      const answer = await app().inject({ method: 'GET', url: route.url, headers });
      expect([route.url, answer.statusCode]).toEqual([route.url, 401]);
    }
    const profile = await app().inject({ url: '/api/ms-client/v1/profile', headers });
    expect(profile.statusCode).toBe(401);
  });

  it('keeps no token alive once its account is removed', async () => {
    expect(await addOperator(new OperatorsRepository(app().db), 'ops.leaver', 'a-long-password-1')).toMatchObject({ added: true });
    const signedIn = await operatorSignIn('ops.leaver', 'a-long-password-1');
    const headers = { authorization: `Bearer ${signedIn.json().accessToken}` };
    expect((await app().inject({ url: '/api/v1/operations/remotes', headers })).statusCode).toBe(200);
    await app().db.delete(operatorAccounts).where(eq(operatorAccounts.login, 'ops.leaver'));
    expect((await app().inject({ url: '/api/v1/operations/remotes', headers })).statusCode).toBe(401);
  });

  it('adds operators with a valid login and a long password only, once per login', async () => {
    expect(await addOperator(new OperatorsRepository(app().db), 'Bad Login', 'a-long-password-1')).toEqual({ added: false, reason: 'login-invalid' });
    expect(await addOperator(new OperatorsRepository(app().db), 'ops.short', 'short')).toEqual({ added: false, reason: 'password-too-short' });
    expect(await addOperator(new OperatorsRepository(app().db), DEMO_OPERATOR.login, 'a-long-password-1')).toEqual({ added: false, reason: 'login-taken' });
    const [stored] = await app().db.select().from(operatorAccounts).where(eq(operatorAccounts.login, DEMO_OPERATOR.login));
    expect(stored!.passwordHash).toMatch(/^scrypt\$/);
  });
});

describe('the operator audit', () => {
  it('records each sign-in, ok or refused, with the login tried, and shows it to operators', async () => {
    await operatorSignIn('ops.nobody', 'whatever-it-is');
    await operatorSignIn();
    const rows = await app().db.select().from(operatorAudit).where(eq(operatorAudit.action, 'sign-in'));
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ login: 'ops.nobody', outcome: 'refused', detail: { reason: 'credentials' } }),
        expect.objectContaining({ login: DEMO_OPERATOR.login, outcome: 'ok' }),
      ]),
    );
    const answer = await app().inject({ url: '/api/v1/operations/audit?limit=5', headers: await operatorBearer() });
    expect(answer.statusCode).toBe(200);
    const { entries } = answer.json<{ entries: Array<{ login: string; action: string; outcome: string }> }>();
    expect(entries).toHaveLength(5);
    // Newest first: the sign-in that made this bearer.
    expect(entries[0]).toMatchObject({ login: DEMO_OPERATOR.login, action: 'sign-in', outcome: 'ok' });
  });

  it('slows a login down after repeated failures, and audits the refusal', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 7; attempt++) answers.push((await operatorSignIn('ops.guessed', `guess-${attempt}`)).statusCode);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers).toContain(429);
    const rows = await app().db.select().from(operatorAudit).where(eq(operatorAudit.login, 'ops.guessed'));
    expect(rows.some((row) => row.outcome === 'refused' && (row.detail as { reason: string }).reason === 'slowed')).toBe(true);
  });
});

describe('telemetry per version for the page', () => {
  it('sums each version per minute and over the window, p75s from the summed buckets, beside the rollout', async () => {
    const answer = await app().inject({ url: '/api/v1/operations/remotes/mf-recharge/series?minutes=30', headers: await operatorBearer() });
    expect(answer.statusCode).toBe(200);
    const series = answer.json();
    expect(series).toMatchObject({ remote: 'mf-recharge', stableVersion: '1.0.0', canary: { version: '1.1.0', percent: 5 } });
    expect(series.rollout).toMatchObject({ status: 'aborted', step: 1, decisions: [{ verdict: 'abort', canary: { failures: 3 } }] });
    const [stable, canary] = series.versions;
    expect(stable).toMatchObject({
      version: '1.0.0',
      role: 'stable',
      // (2000 + 0.75 × 250) in the first minute, (2500 + 0.5 × 500) over both: rank 150 of 200 falls in the second bucket.
      totals: { pageViews: 200, errors: 2, errorRate: 0.01, failures: 0, lcpP75: 2750, inpP75: 93.75, clsP75: 0.0075 },
    });
    expect(stable.minutes).toEqual([
      expect.objectContaining({ minute: minute(2).toISOString(), pageViews: 100, lcpP75: 2187.5 }),
      expect.objectContaining({ minute: minute(1).toISOString(), pageViews: 100, lcpP75: 2875, inpP75: null }),
    ]);
    expect(canary).toMatchObject({ version: '1.1.0', role: 'canary', totals: { pageViews: 50, errors: 5, errorRate: 0.1, failures: 3, lcpP75: null } });
  });

  it('still names an aborted rollout’s candidate the canary once its canary is off', async () => {
    const file = path.join(platformDir, 'platform-manifest.json');
    const manifest = fs.readFileSync(file, 'utf8');
    const withoutCanary = JSON.parse(manifest);
    withoutCanary.remotes['mf-recharge'].canary = null;
    fs.writeFileSync(file, JSON.stringify(withoutCanary));
    try {
      const answer = await app().inject({ url: '/api/v1/operations/remotes/mf-recharge/series', headers: await operatorBearer() });
      expect(answer.json()).toMatchObject({ canary: null, stableVersion: '1.0.0' });
      expect(answer.json().versions.map((version: { version: string; role: string }) => [version.version, version.role])).toEqual([
        ['1.0.0', 'stable'],
        ['1.1.0', 'canary'],
      ]);
    } finally {
      fs.writeFileSync(file, manifest);
    }
  });

  it('lists the platform’s remotes with their live version, canary and rollout', async () => {
    const answer = await app().inject({ url: '/api/v1/operations/remotes', headers: await operatorBearer() });
    expect(answer.json()).toEqual({
      remotes: [{ name: 'mf-recharge', activeVersion: '1.0.0', canary: { version: '1.1.0', percent: 5 }, rolloutStatus: 'aborted' }],
    });
  });

  it('answers 404 for a remote the platform does not know, 400 for a bad window', async () => {
    const headers = await operatorBearer();
    const unknown = await app().inject({ url: '/api/v1/operations/remotes/mf-nothing/series', headers });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not-found']);
    const bad = await app().inject({ url: '/api/v1/operations/remotes/mf-recharge/series?minutes=2', headers });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'request-invalid']);
  });
});
