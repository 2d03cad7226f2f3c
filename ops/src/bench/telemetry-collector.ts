/**
 * The field telemetry collector under load (issue 30 item 2): `npx tsx ops/src/bench/telemetry-collector.ts`
 * alone, and a part of `npm run bench`. Starts the API in this process (PGlite in memory, seeded)
 * with its collector worker (TELEMETRY_COLLECTOR_PORT, as the production topology runs it: the edge
 * sends beacons there), both on 127.0.0.1, and measures with autocannon in its own processes:
 *   1. the collector's ceiling: beacons as fast as 20 connections send them;
 *   2. a customer route at a fixed rate, alone;
 *   3. the same customer route at the same rate while 2,000 beacons a second arrive;
 * then checks that the beacons answered were counted in PostgreSQL (less those shed).
 * The beacons' load generator runs at a lower priority (nice 10): it stands for browsers on other
 * machines, and on this 2-core machine would otherwise take a core from the API it measures.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { buildApp } from '../../../api/src/app';
import { IN_MEMORY } from '../../../api/src/config';
import { telemetryHistograms } from '../../../api/src/modules/telemetry/telemetry.tables';
import { COLLECTOR_TARGETS, customerP99Limit } from './budgets';

const run = promisify(execFile);
const autocannonCli = require.resolve('autocannon/autocannon.js');
const CUSTOMER_ROUTE = '/api/v1/ms-catalog/products?family=smartphone&sort=newest';
const BEACON_PATH = '/api/v1/telemetry/beacons';
/** The customers' load: a fixed rate, so the p99 says how long a customer waits, not how many fit. */
export const CUSTOMER_LOAD = { rate: 200, connections: 4, seconds: 10 };
const BEACON = JSON.stringify({
  route: '/paiement-facture/invoices',
  language: 'ar',
  device: 'mobile',
  shell: '1.0.0',
  remotes: { 'mf-invoices': '1.4.0' },
  vitals: [
    { name: 'LCP', value: 2100, remote: 'mf-invoices' },
    { name: 'INP', value: 120, remote: 'mf-invoices' },
    { name: 'CLS', value: 0.02 },
    { name: 'TTFB', value: 300 },
  ],
  errors: [],
  failures: [],
});
/** The platform the collector knows (PLATFORM_MANIFEST_URL): the bench's beacon names its route and version. */
const MANIFEST = {
  schemaVersion: 1,
  remotes: {
    'mf-invoices': {
      name: 'mf-invoices',
      versions: { '1.4.0': { version: '1.4.0', routes: [{ path: '/paiement-facture' }, { path: '/paiement-facture/invoices' }] } },
    },
  },
};

interface Result {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  '2xx': number;
  duration: number;
}

interface Load {
  connections: number;
  seconds: number;
  rate?: number;
  beacon?: boolean;
}

async function autocannon(url: string, { connections, seconds, rate, beacon }: Load): Promise<Result> {
  const args = [autocannonCli, '--json', '-c', String(connections), '-d', String(seconds)];
  if (rate) args.push('-R', String(rate));
  if (beacon) args.push('-m', 'POST', '-H', 'content-type=text/plain', '-b', BEACON);
  // Beacons come from browsers elsewhere: their generator yields this machine's cores to the API.
  const command = beacon ? ['nice', ['-n', '10', process.execPath, ...args, url]] : [process.execPath, [...args, url]];
  const { stdout } = await run(command[0] as string, command[1] as string[], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Result;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface CollectorFigures {
  loadAverage: number[];
  /** The collector's ceiling: beacons a second, as fast as 20 connections send them. */
  ceiling: { beaconsPerSecond: number; accepted: number; refused: number; errors: number; p99Ms: number };
  /** Beacons a second taken while the customers were measured (asked: the target). */
  underCustomers: { askedPerSecond: number; beaconsPerSecond: number; refused: number; errors: number; p99Ms: number };
  customer: { route: string; rate: number; aloneP99Ms: number; underBeaconsP99Ms: number; aloneNon2xx: number; underNon2xx: number; limitMs: number };
  /** How late the API's thread ran its callbacks (Node's event loop delay, ms): what a customer's request waits behind. */
  apiThreadDelay: { alone: LoopDelay; underBeacons: LoopDelay };
  counted: { pageViews: number; answered: number; shed: number };
  missed: string[];
}

interface LoopDelay {
  p99Ms: number;
  maxMs: number;
}

/** Runs `work` while watching this thread's event loop delay (the API runs in this process). */
async function withLoopDelay<T>(work: () => Promise<T>): Promise<[T, LoopDelay]> {
  const histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  try {
    const result = await work();
    return [result, { p99Ms: histogram.percentile(99) / 1e6, maxMs: histogram.max / 1e6 }];
  } finally {
    histogram.disable();
  }
}

export async function measureTelemetryCollector(log: (line: string) => void = () => undefined): Promise<CollectorFigures> {
  const saved = { ...process.env };
  const manifestDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-collector-bench-'));
  const manifest = path.join(manifestDir, 'platform-manifest.json');
  fs.writeFileSync(manifest, JSON.stringify(MANIFEST));
  const collectorPort = await freePort();
  process.env.TELEMETRY_BEACONS_PER_MINUTE = String(1e9); // one address sends everything here
  process.env.TELEMETRY_COLLECTOR_PORT = String(collectorPort);
  process.env.PLATFORM_MANIFEST_URL = manifest;
  process.env.HOST = '127.0.0.1';
  const app = await buildApp({ dataDir: IN_MEMORY, logger: false });
  const site = await app.listen({ host: '127.0.0.1', port: 0 });
  const beacons = `http://127.0.0.1:${collectorPort}${BEACON_PATH}`;
  const customers = `${site}${CUSTOMER_ROUTE}`;
  try {
    log('warming up');
    await autocannon(customers, { connections: 2, seconds: 2 });
    const warmUp = await autocannon(beacons, { connections: 4, seconds: 2, beacon: true });
    log('the collector alone, as fast as it goes (20 connections, 10 s)');
    const ceiling = await autocannon(beacons, { connections: 20, seconds: 10, beacon: true });
    log(`the customer route alone (${CUSTOMER_LOAD.rate} req/s, ${CUSTOMER_LOAD.seconds} s)`);
    const [alone, aloneDelay] = await withLoopDelay(() => autocannon(customers, CUSTOMER_LOAD));
    log(`the customer route under ${COLLECTOR_TARGETS.beaconsPerSecond} beacons/s`);
    const beaconLoad = { connections: 20, seconds: CUSTOMER_LOAD.seconds + 4, rate: COLLECTOR_TARGETS.beaconsPerSecond, beacon: true };
    const [underLoad, [under, underDelay]] = await Promise.all([
      autocannon(beacons, beaconLoad),
      new Promise((resolve) => setTimeout(resolve, 2000)).then(() => withLoopDelay(() => autocannon(customers, CUSTOMER_LOAD))),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 2500)); // the last sums are handed over and written
    const rows = await app.db.select().from(telemetryHistograms);
    const pageViews = rows.filter((row) => row.metric === 'page_view' && row.remote === 'shell').reduce((sum, row) => sum + row.count, 0);
    const answered = warmUp['2xx'] + ceiling['2xx'] + underLoad['2xx'];
    const figures: CollectorFigures = {
      loadAverage: os.loadavg(),
      ceiling: {
        beaconsPerSecond: Math.round(ceiling['2xx'] / (ceiling.duration || 10)),
        accepted: ceiling['2xx'],
        refused: ceiling.non2xx,
        errors: ceiling.errors,
        p99Ms: ceiling.latency.p99,
      },
      underCustomers: {
        askedPerSecond: COLLECTOR_TARGETS.beaconsPerSecond,
        beaconsPerSecond: Math.round(underLoad['2xx'] / (underLoad.duration || beaconLoad.seconds)),
        refused: underLoad.non2xx,
        errors: underLoad.errors,
        p99Ms: underLoad.latency.p99,
      },
      customer: {
        route: CUSTOMER_ROUTE,
        rate: CUSTOMER_LOAD.rate,
        aloneP99Ms: alone.latency.p99,
        underBeaconsP99Ms: under.latency.p99,
        aloneNon2xx: alone.non2xx,
        underNon2xx: under.non2xx,
        limitMs: customerP99Limit(alone.latency.p99),
      },
      apiThreadDelay: { alone: aloneDelay, underBeacons: underDelay },
      counted: { pageViews, answered, shed: answered - pageViews },
      missed: [],
    };
    if (figures.ceiling.beaconsPerSecond < COLLECTOR_TARGETS.beaconsPerSecond) figures.missed.push('collector: beacons/s');
    if (figures.underCustomers.beaconsPerSecond < COLLECTOR_TARGETS.beaconsPerSecond * 0.95) figures.missed.push('collector: beacons/s beside the customers');
    if (ceiling.non2xx + ceiling.errors + underLoad.non2xx + underLoad.errors > 0) figures.missed.push('collector: refusals or errors');
    if (figures.customer.underBeaconsP99Ms > figures.customer.limitMs) figures.missed.push('collector: customers p99 under beacons');
    if (alone.non2xx + under.non2xx > 0) figures.missed.push('collector: customers not 2xx');
    return figures;
  } finally {
    await app.close();
    process.env = saved;
    fs.rmSync(manifestDir, { recursive: true, force: true });
  }
}

/** The figures as lines, each beside its target, a missed one marked. */
export function collectorLines(figures: CollectorFigures): string[] {
  const mark = (missed: boolean) => (missed ? ' MISSED' : '');
  const { ceiling, underCustomers, customer, counted } = figures;
  const target = COLLECTOR_TARGETS.beaconsPerSecond;
  return [
    `load average (1, 5, 15 min): ${figures.loadAverage.map((value) => value.toFixed(2)).join(', ')} on ${os.cpus().length} cores`,
    `collector ceiling: ${ceiling.beaconsPerSecond} beacons/s (≥ ${target})${mark(ceiling.beaconsPerSecond < target)}, ${ceiling.refused} not 2xx, ${ceiling.errors} errors, p99 ${ceiling.p99Ms} ms`,
    `beside the customers: ${underCustomers.beaconsPerSecond} of ${underCustomers.askedPerSecond} beacons/s asked${mark(underCustomers.beaconsPerSecond < target * 0.95)}, ${underCustomers.refused} not 2xx, ${underCustomers.errors} errors, p99 ${underCustomers.p99Ms} ms`,
    `customers ${customer.route} at ${customer.rate} req/s: p99 ${customer.aloneP99Ms} ms alone, ${customer.underBeaconsP99Ms} ms under ${target} beacons/s (≤ ${customer.limitMs.toFixed(1)} ms: unchanged)${mark(customer.underBeaconsP99Ms > customer.limitMs)}; not 2xx ${customer.aloneNon2xx} / ${customer.underNon2xx}`,
    `the API's thread ran its callbacks late by p99 ${figures.apiThreadDelay.alone.p99Ms.toFixed(1)} ms (max ${figures.apiThreadDelay.alone.maxMs.toFixed(1)}) alone, p99 ${figures.apiThreadDelay.underBeacons.p99Ms.toFixed(1)} ms (max ${figures.apiThreadDelay.underBeacons.maxMs.toFixed(1)}) under the beacons`,
    `counted in PostgreSQL: ${counted.pageViews} page views of ${counted.answered} beacons answered 204 (${counted.shed} shed under overload; counted beyond those answered: in flight when a run stopped)`,
  ];
}

if (require.main === module) {
  void measureTelemetryCollector(console.log).then(
    (figures) => {
      for (const line of collectorLines(figures)) console.log(line);
      process.exit(figures.missed.length > 0 && process.argv.includes('--strict') ? 1 : 0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
