/**
 * The field telemetry collector under load (issue 30 item 2): `npx tsx ops/src/bench/telemetry-collector.ts`.
 * Starts the API in this process (PGlite in memory, seeded) on 127.0.0.1, measures a customer's
 * route alone, then again while autocannon (its own process) sends beacons to
 * POST /api/v1/telemetry/beacons; prints beacons/s, the customer route's p99 alone and under load,
 * and checks that every accepted beacon was counted in PostgreSQL. Traffic stays on loopback.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildApp } from '../../../api/src/app';
import { IN_MEMORY } from '../../../api/src/config';
import { telemetryHistograms } from '../../../api/src/modules/telemetry/telemetry.tables';

const run = promisify(execFile);
const autocannonCli = require.resolve('autocannon/autocannon.js');
const CUSTOMER_ROUTE = '/api/v1/ms-catalog/products?family=smartphone&sort=newest';
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

interface Result {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  '2xx': number;
}

async function autocannon(url: string, seconds: number, connections: number, beacon = false): Promise<Result> {
  const args = [autocannonCli, '--json', '-c', String(connections), '-d', String(seconds)];
  if (beacon) args.push('-m', 'POST', '-H', 'content-type=text/plain', '-b', BEACON);
  const { stdout } = await run(process.execPath, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Result;
}

async function main(): Promise<void> {
  process.env.TELEMETRY_BEACONS_PER_MINUTE = String(1e9); // one address sends everything here
  const app = await buildApp({ dataDir: IN_MEMORY, logger: false });
  const site = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    await autocannon(`${site}${CUSTOMER_ROUTE}`, 2, 2); // warm-up
    const alone = await autocannon(`${site}${CUSTOMER_ROUTE}`, 5, 2);
    const [beacons, underLoad] = await Promise.all([
      autocannon(`${site}/api/v1/telemetry/beacons`, 10, 20, true),
      new Promise((resolve) => setTimeout(resolve, 2500)).then(() => autocannon(`${site}${CUSTOMER_ROUTE}`, 5, 2)),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 2500)); // the last batch is written
    const rows = await app.db.select().from(telemetryHistograms);
    const views = rows.filter((row) => row.metric === 'page_view' && row.remote === 'shell').reduce((sum, row) => sum + row.count, 0);
    console.log(
      [
        `beacons: ${Math.round(beacons.requests.average)}/s (${beacons['2xx']} accepted, ${beacons.non2xx} not 2xx, ${beacons.errors} errors), p99 ${beacons.latency.p99} ms`,
        `counted in PostgreSQL: ${views} page views (${views === beacons['2xx'] ? 'every accepted beacon' : 'MISMATCH'})`,
        `customer route ${CUSTOMER_ROUTE}: p99 ${alone.latency.p99} ms alone, ${underLoad.latency.p99} ms under the beacons (${Math.round(alone.requests.average)} → ${Math.round(underLoad.requests.average)} req/s at 2 connections)`,
      ].join('\n'),
    );
  } finally {
    await app.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
