import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { TelemetryAggregator } from './aggregator';
import { HistogramsRepository } from './histograms.repository';
import { startTelemetryCollector, type TelemetryCollector } from './collector';
import { telemetryHistograms } from './telemetry.tables';

const PER_MINUTE = 5;
let testApp: TestApp;
let aggregator: TelemetryAggregator;
let collector: TelemetryCollector;
let manifestDir: string;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: false });
  aggregator = new TelemetryAggregator(new HistogramsRepository(testApp.app.db), { flushEveryMs: 100, maxRows: 5000 });
  manifestDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collector-test-'));
  const manifest = path.join(manifestDir, 'platform-manifest.json');
  fs.writeFileSync(
    manifest,
    JSON.stringify({
      schemaVersion: 1,
      remotes: {
        'mf-invoices': { name: 'mf-invoices', versions: { '1.4.0': { version: '1.4.0', routes: [{ path: '/paiement-facture/invoices' }] } } },
        'mf-selfcare': { name: 'mf-selfcare', versions: { '2.0.0': { version: '2.0.0', routes: [{ path: '/dashboard', area: 'selfcare' }] } } },
      },
    }),
  );
  collector = await startTelemetryCollector(aggregator, {
    port: 0,
    host: '127.0.0.1',
    perAddressMinute: PER_MINUTE,
    trustProxy: 'loopback',
    flushEveryMs: 100,
    // Shedding is LoadShedder's own test: on a loaded test machine the nice'd thread runs late.
    maxLagMs: 60_000,
    manifest,
  });
}, 60_000);
afterAll(async () => {
  await collector?.close();
  await aggregator?.close();
  await testApp?.close();
  fs.rmSync(manifestDir, { recursive: true, force: true });
});

let address = 0;
const send = (body: unknown, from = `192.0.2.${++address}`) =>
  fetch(`http://127.0.0.1:${collector.port}/api/v1/telemetry/beacons`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'x-forwarded-for': from },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const beacon = (route: string, remotes: Record<string, string> = { 'mf-invoices': '1.4.0' }) => ({
  route,
  language: 'fr',
  device: 'desktop',
  shell: '1.0.0',
  remotes,
  vitals: [{ name: 'LCP', value: 1200, remote: Object.keys(remotes)[0] }],
  errors: [],
  failures: [],
});

const pageViews = async (route: string) =>
  (await testApp.app.db.select().from(telemetryHistograms))
    .filter((row) => row.route === route && row.metric === 'page_view')
    .map(({ remote, version, count }) => ({ remote, version, count }))
    .sort((a, b) => a.remote.localeCompare(b.remote));

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the collector worker (its own thread and port, behind POST /api/v1/telemetry/beacons)', () => {
  it('counts beacons on its own thread and hands the sums to the API, which writes them to PostgreSQL', async () => {
    for (let index = 0; index < 3; index++) expect((await send(beacon('/paiement-facture/invoices'))).status).toBe(204);
    const views = await eventually(
      () => pageViews('/paiement-facture/invoices'),
      (rows) => rows.length === 2 && rows.every((row) => row.count === 3),
    );
    expect(views).toEqual([
      { remote: 'mf-invoices', version: '1.4.0', count: 3 },
      { remote: 'shell', version: '1.0.0', count: 3 },
    ]);
  });

  it('validates as the API does: 400 request-invalid for a bad shape, 413 over 4 KB, never a 5xx', async () => {
    const invalid = await send({ ...beacon('/paiement-facture/invoices'), vitals: [{ name: 'FID', value: 1 }] });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as ApiErrorBody).code).toBe('request-invalid');
    expect((await send('{"route":')).status).toBe(400);
    expect((await send(JSON.stringify(beacon(`/${'x'.repeat(5000)}`)))).status).toBe(413);
  });

  it('drops a route no remote declares and a version the platform never published; a self-care route counts under its prefix', async () => {
    expect((await send(beacon('/not-a-route'))).status).toBe(204);
    expect((await send(beacon('/espace-client/dashboard', { 'mf-selfcare': '2.0.0', 'mf-invoices': '9.9.9' }))).status).toBe(204);
    const views = await eventually(
      () => pageViews('/espace-client/dashboard'),
      (rows) => rows.length === 2,
    );
    expect(views).toEqual([
      { remote: 'mf-selfcare', version: '2.0.0', count: 1 },
      { remote: 'shell', version: '1.0.0', count: 1 },
    ]);
    expect(await pageViews('/not-a-route')).toEqual([]);
  });

  it('limits each address (429 rate-limited), by the address the edge passes on', async () => {
    const from = '198.51.100.9';
    const answers: number[] = [];
    for (let index = 0; index <= PER_MINUTE; index++) answers.push((await send(beacon('/paiement-facture/invoices'), from)).status);
    expect(answers.filter((status) => status === 204)).toHaveLength(PER_MINUTE);
    const refused = await send(beacon('/paiement-facture/invoices'), from);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ApiErrorBody).code).toBe('rate-limited');
    expect((await send(beacon('/paiement-facture/invoices'), '198.51.100.10')).status).toBe(204);
  });

  it('runs on a thread of lower scheduling priority than the API’s (customers get the cores first)', () => {
    // Linux's nice is per thread: the API's own thread keeps 0, the collector's has 10.
    const niceOf = (task: string) => Number(fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    const tasks = fs.readdirSync('/proc/self/task');
    expect(niceOf(String(process.pid))).toBe(0);
    expect(tasks.map(niceOf)).toContain(10);
  });
});
