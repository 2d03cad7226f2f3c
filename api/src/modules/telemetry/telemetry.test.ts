import { and, eq } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { TelemetryBeacon } from './beacon';
import { BUCKET_BOUNDS, percentileFromBuckets } from './histogram';
import { telemetryHistograms } from './telemetry.tables';

let testApp: TestApp;
const PER_MINUTE = 20;
beforeAll(async () => {
  process.env.TELEMETRY_BEACONS_PER_MINUTE = String(PER_MINUTE);
  testApp = await buildTestApp({ seed: false });
}, 60_000);
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  delete process.env.TELEMETRY_BEACONS_PER_MINUTE;
  await testApp?.close();
});

let address = 0;
const send = (beacon: unknown, { contentType = 'text/plain', from = `192.0.2.${++address % 250}` } = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/telemetry/beacons',
    headers: { 'content-type': contentType },
    payload: typeof beacon === 'string' ? beacon : JSON.stringify(beacon),
    remoteAddress: from,
  });

const beacon = (route: string, lcp: number, extra: Partial<TelemetryBeacon> = {}): TelemetryBeacon => ({
  route,
  language: 'ar',
  device: 'mobile',
  shell: '1.0.0',
  remotes: { 'mf-invoices': '1.4.0' },
  vitals: [
    { name: 'LCP', value: lcp, remote: 'mf-invoices' },
    { name: 'CLS', value: 0.02 },
  ],
  errors: [],
  failures: [],
  ...extra,
});

const rowsOf = (route: string, metric: string) =>
  testApp.app.db
    .select()
    .from(telemetryHistograms)
    .where(and(eq(telemetryHistograms.route, route), eq(telemetryHistograms.metric, metric)));

/** The rows of one series added up over minutes: five beacons sent as a minute turns fall in two. */
const overMinutes = (rows: Awaited<ReturnType<typeof rowsOf>>) =>
  rows.length === 0
    ? undefined
    : {
        ...rows[0]!,
        count: rows.reduce((n, row) => n + row.count, 0),
        sum: rows.reduce((n, row) => n + row.sum, 0),
        buckets: rows[0]!.buckets.map((_, i) => rows.reduce((n, row) => n + (row.buckets[i] ?? 0), 0)),
      };

// The aggregator writes once a second; on a loaded machine a flush can wait longer than that.
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('POST /api/v1/telemetry/beacons', () => {
  it('aggregates beacons per minute × route × remote × version × device × metric as fixed histograms, p75 from the buckets', async () => {
    const route = '/paiement-facture/invoices';
    // The shell's beacon is a string, which sendBeacon sends as text/plain;charset=UTF-8.
    for (const lcp of [900, 1100, 2400, 2600])
      expect((await send(beacon(route, lcp), { contentType: lcp === 2400 ? 'text/plain;charset=UTF-8' : 'text/plain' })).statusCode).toBe(204);
    const failing = beacon(route, 3000, {
      errors: [{ remote: 'mf-invoices', version: '1.4.0', kind: 'render', count: 2 }],
      failures: [{ remote: 'mf-invoices', version: '1.4.0', phase: 'entry', count: 1 }],
    });
    expect((await send(failing, { contentType: 'application/json' })).statusCode).toBe(204);

    const lcp = overMinutes(
      await eventually(
        () => rowsOf(route, 'LCP'),
        (rows) => overMinutes(rows)?.count === 5,
      ),
    );
    expect(lcp).toMatchObject({ remote: 'mf-invoices', version: '1.4.0', device: 'mobile', count: 5, sum: 10_000 });
    expect(lcp!.minute.getUTCSeconds()).toBe(0);
    expect(lcp!.buckets.reduce((a, b) => a + b, 0)).toBe(5);
    // 900 and 1100 in 750…1000 and 1000…1250; 2400 in 2250…2500; 2600 and 3000 in 2500…3000.
    expect(percentileFromBuckets(BUCKET_BOUNDS.LCP, lcp!.buckets, 0.75)).toBeCloseTo(2500 + ((3.75 - 3) / 2) * 500);

    const cls = overMinutes(await rowsOf(route, 'CLS'));
    expect(cls).toMatchObject({ remote: 'shell', version: '1.0.0', count: 5 });
    const views = await rowsOf(route, 'page_view');
    const viewsPerRemote = (remote: string) => overMinutes(views.filter((row) => row.remote === remote))?.count;
    expect([...new Set(views.map((row) => row.remote))].sort()).toEqual(['mf-invoices', 'shell']);
    expect([viewsPerRemote('mf-invoices'), viewsPerRemote('shell')]).toEqual([5, 5]);
    expect((await rowsOf(route, 'error'))[0]).toMatchObject({ remote: 'mf-invoices', version: '1.4.0', count: 2 });
    expect((await rowsOf(route, 'failure:entry'))[0]).toMatchObject({ remote: 'mf-invoices', count: 1 });
  });

  it.each([
    ['a URL with its values instead of a template', beacon('/paiement-facture?mdn=0661234501', 1000)],
    ['a version that is not one', beacon('/', 1000, { remotes: { 'mf-invoices': "1'; DROP TABLE x" } })],
    ['an unknown metric', { ...beacon('/', 1000), vitals: [{ name: 'FID', value: 10 }] }],
    ['a negative or absurd value', { ...beacon('/', 1000), vitals: [{ name: 'LCP', value: -1 }] }],
    ['an unknown load phase', beacon('/', 1000, { failures: [{ remote: 'mf-invoices', version: '1.4.0', phase: 'boot' as never, count: 1 }] })],
    ['a tab id that is not a random id', { ...beacon('/', 1000), tab: 'customer-0661234501' }],
    ['an absurd count', beacon('/', 1000, { errors: [{ remote: 'mf-invoices', version: '1.4.0', kind: 'error', count: 1e9 }] })],
    ['not JSON', '{"route":'],
  ])('refuses %s with 400 request-invalid', async (_what, body) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().code).toBe('request-invalid');
  });

  it('keeps nothing of an unknown field or an unknown remote name: they are dropped before the beacon is counted', async () => {
    const route = '/dropped';
    expect((await send({ ...beacon(route, 1000, { remotes: { 'evil<script>': '1.0.0', 'mf-invoices': '1.4.0' } }), phone: '0661234501' })).statusCode).toBe(
      204,
    );
    const views = await eventually(
      () => rowsOf(route, 'page_view'),
      (rows) => rows.length === 2,
    );
    expect(views.map((row) => row.remote).sort()).toEqual(['mf-invoices', 'shell']);
    expect(JSON.stringify(await testApp.app.db.select().from(telemetryHistograms))).not.toMatch(/0661234501|evil/);
  });

  it('refuses a body over 4 KB without reading it as a beacon, never with a 5xx', async () => {
    const response = await send(JSON.stringify(beacon('/', 1000)).replace('"route":"/"', `"route":"/${'x'.repeat(5000)}"`));
    expect(response.statusCode).toBe(413);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('limits the beacons of one address a minute (429 rate-limited), others still go through', async () => {
    const from = '198.51.100.77';
    // The limit's window is a clock minute: on a slow machine the 21 beacons could straddle two.
    const minute = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(minute);
    const answers: number[] = [];
    for (let index = 0; index <= PER_MINUTE; index++) answers.push((await send(beacon('/', 1000), { from })).statusCode);
    expect(answers.filter((status) => status === 204)).toHaveLength(PER_MINUTE);
    const refused = await send(beacon('/', 1000), { from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiErrorBody>().code).toBe('rate-limited');
    expect((await send(beacon('/', 1000), { from: '198.51.100.78' })).statusCode).toBe(204);
  }, 60_000);
});
