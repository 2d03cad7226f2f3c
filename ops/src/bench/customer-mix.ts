/**
 * Where the limit is (issue 32): the customers' mix through the edges of the native scale-out
 * topology (ops/topology/scale-out.ts: PostgreSQL, PgBouncer, N real API replicas, 2 nginx edges),
 * with 1, 2 and 3 API replicas in turn. For each, a fresh topology (migrated and seeded), demo
 * customers signed in, then the load in its own process (customer-mix-load.ts: autocannon, the
 * mix of customer-mix-figures.ts) — after a warm-up, the measure: throughput, p50 and p99 and the
 * failed answers per flow and overall, the cores each API replica used, the machine's busy share
 * and the most PostgreSQL connections seen.
 *
 *   npm run bench:load [-- --replicas 1,2,3 --seconds 40 --warmup 5 --connections 24 --mix signin=0]
 *
 * Prints a Markdown table (docs/kubernetes.md keeps the figures) and writes .bench/customer-mix.json.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Profile, SessionTokensResponse } from '@atlas/contracts/selfcare';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../api/src/demo-accounts';
import { repoRoot } from '../platform/paths';
import { startScaleOut, stopScaleOut, type ScaleOut, type ScaleOutOptions } from '../../topology/scale-out';
import { figuresTable, parseMix, requestsPerApiCore, type Flow, type RunFigures } from './customer-mix-figures';
import type { LoadConfig, LoadOutput, SignedInLine } from './customer-mix-load';

const run = promisify(execFile);

/** The pooler's bound, as the scale-out test states it: 8 server connections, each replica 6 to PgBouncer. */
const TOPOLOGY: Omit<ScaleOutOptions, 'replicas'> = { edges: 2, poolSize: 8, replicaPool: 6 };

/** The lines recharged in turn: the seeded prepaid and cameleon ones. */
const RECHARGE_LINES = ['0661234501', '0665000111', '0667000333', '0669000555', '0673000235', '0663456704', '0668000444'];

function option(args: string[], name: string, fallback: string): string {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** What the load needs of the seeded data, read through an edge: a product, signed-in lines, unpaid invoices. */
async function prepare(edge: string): Promise<Omit<LoadConfig, 'edges' | 'connections' | 'warmupSeconds' | 'seconds' | 'acceptedPerLine' | 'mix'>> {
  const api = `${edge}/api`;
  const smartphones = await json<{ items: Array<{ id: string }> }>(
    await fetch(`${api}/v1/ms-catalog/products?family=smartphone&sort=newest`),
    'the smartphones',
  );
  const productId = smartphones.items[0]?.id;
  if (!productId) throw new Error('no smartphone in the catalogue');
  const accounts = Object.values(DEMO_ACCOUNTS).map((account) => ({ username: account.username, password: DEMO_PASSWORD }));
  const sessions: SignedInLine[] = [];
  const invoices: LoadConfig['invoices'] = [];
  for (const account of accounts) {
    const tokens = await json<SessionTokensResponse>(
      await fetch(`${api}/ms-iam/v1/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) }),
      `the sign-in of ${account.username}`,
    );
    const authorization = `${tokens.tokenType} ${tokens.accessToken}`;
    const profile = await json<Profile>(await fetch(`${api}/ms-client/v1/profile`, { headers: { authorization } }), 'the profile');
    for (const line of profile.lines) {
      const signedIn: SignedInLine = { authorization, lineToken: `${line.tokenType} ${line.mdnSegmentationToken}`, mdn: line.mdn };
      const headers = { authorization, 'mdn-segmentation-token': signedIn.lineToken };
      if ((await fetch(`${api}/ms-balance/v1/balances`, { headers })).ok) sessions.push(signedIn);
      const history = await fetch(`${api}/v1/ms-billing/invoices/b2c/history/${line.mdn}`, { headers });
      if (!history.ok) continue;
      const unpaid = ((await history.json()) as { invoices: Array<{ billNo: string; status: string }> }).invoices.find(
        (invoice) => invoice.status === 'unpaid',
      );
      if (unpaid) invoices.push({ ...signedIn, billNo: unpaid.billNo });
    }
  }
  if (!sessions.length || !invoices.length)
    throw new Error(`${sessions.length} lines with balances, ${invoices.length} with an unpaid invoice: not enough to load`);
  return { productId, accounts, sessions, invoices, rechargeLines: RECHARGE_LINES };
}

/** Every process's parent and CPU seconds so far (utime + stime), from /proc. */
function processTable(): Map<number, { ppid: number; seconds: number }> {
  const table = new Map<number, { ppid: number; seconds: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), { ppid: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / 100 });
    } catch {
      // Gone meanwhile.
    }
  }
  return table;
}

/** CPU seconds of a process and all its descendants. */
function treeSeconds(table: Map<number, { ppid: number; seconds: number }>, root: number): number {
  let total = table.get(root)?.seconds ?? 0;
  for (const [pid, entry] of table) if (entry.ppid === root && pid !== root) total += treeSeconds(table, pid);
  return total;
}

const pidIn = (file: string): number => {
  try {
    return Number(fs.readFileSync(file, 'utf8').split('\n')[0]!.trim()) || 0;
  } catch {
    return 0;
  }
};

/** CPU seconds so far of each part of the topology and of the load's process. */
function componentSeconds(scale: ScaleOut, loader: number): { api: number[]; edges: number; pgbouncer: number; postgres: number; loader: number } {
  const table = processTable();
  return {
    api: scale.replicas.map((replica) => treeSeconds(table, replica.pid)),
    edges: scale.edges.reduce((sum, edge) => sum + treeSeconds(table, pidIn(edge.nginx.pidFile)), 0),
    pgbouncer: treeSeconds(table, scale.pgbouncer.pid),
    postgres: treeSeconds(table, pidIn(path.join(scale.postgres.root, 'data', 'postmaster.pid'))),
    loader: loader ? treeSeconds(table, loader) : 0,
  };
}

/** The machine's busy and total jiffies (/proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const numbers = values.map(Number);
  const idle = (numbers[3] ?? 0) + (numbers[4] ?? 0);
  const total = numbers.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** Samples PostgreSQL's client connections of the API's database every 250 ms until stopped. */
function sampleConnections(scale: ScaleOut): { stop(): Promise<number> } {
  const admin = new pg.Client({ connectionString: scale.postgres.databaseUrl });
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    await admin.connect();
    while (sampling) {
      const { rows } = await admin.query<{ count: string }>(
        `SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
        [scale.postgres.database],
      );
      peak = Math.max(peak, Number(rows[0]!.count));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await admin.end();
  })();
  return {
    async stop() {
      sampling = false;
      await sampler;
      return peak;
    },
  };
}

interface Snapshot {
  parts: ReturnType<typeof componentSeconds>;
  machine: ReturnType<typeof machineTicks>;
}

async function measure(
  replicas: number,
  load: Pick<LoadConfig, 'connections' | 'warmupSeconds' | 'seconds' | 'mix'>,
  log: (line: string) => void,
): Promise<RunFigures & { failures: LoadOutput['failures'] }> {
  const scale = await startScaleOut({ ...TOPOLOGY, replicas, log: (line) => log(`  ${line}`) });
  try {
    const edges = scale.edges.map((edge) => edge.url);
    const data = await prepare(edges[0]!);
    // 150 × 10 Dh a line: under the 2,000 Dh monthly maximum, with room for the payments under way.
    const config: LoadConfig = { ...data, ...load, edges, acceptedPerLine: 150 };
    const file = path.join(scale.root, 'customer-mix.json');
    fs.writeFileSync(file, JSON.stringify(config));
    log(
      `  ${data.sessions.length} signed-in lines, ${data.invoices.length} unpaid invoices; load: ${load.connections} connections, ${load.warmupSeconds} s warm-up, ${load.seconds} s measured`,
    );
    const loadAverage = os.loadavg()[0]!;
    const connections = sampleConnections(scale);
    const started = run(process.execPath, ['--import', 'tsx', path.join(__dirname, 'customer-mix-load.ts'), file], {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
      timeout: (load.warmupSeconds + load.seconds + 120) * 1000,
    });
    const loader = started.child.pid ?? 0;
    // The measure starts after the warm-up: the CPU counters are read then, and at the end.
    let before: Snapshot | null = null;
    const mark = setTimeout(() => {
      before = { parts: componentSeconds(scale, loader), machine: machineTicks() };
    }, load.warmupSeconds * 1000);
    let after: Snapshot | null = null;
    // Read just before the load's process ends (its last second is the measure's last).
    const end = setTimeout(
      () => {
        after = { parts: componentSeconds(scale, loader), machine: machineTicks() };
      },
      (load.warmupSeconds + load.seconds) * 1000 - 300,
    );
    const { stdout } = await started;
    clearTimeout(mark);
    clearTimeout(end);
    const peakPostgresConnections = await connections.stop();
    const output = JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadOutput;
    // Set by the timers above (which the compiler cannot see run).
    const start = before as Snapshot | null;
    const finish: Snapshot = (after as Snapshot | null) ?? { parts: componentSeconds(scale, 0), machine: machineTicks() };
    const cores = (key: 'edges' | 'pgbouncer' | 'postgres' | 'loader') => (start ? (finish.parts[key] - start.parts[key]) / load.seconds : 0);
    return {
      replicas,
      edges: edges.length,
      connections: load.connections,
      seconds: output.seconds,
      flows: output.flows,
      errors: output.errors,
      apiCores: finish.parts.api.map((seconds, index) => (seconds - (start?.parts.api[index] ?? seconds)) / load.seconds),
      otherCores: { edges: cores('edges'), pgbouncer: cores('pgbouncer'), postgres: cores('postgres'), loader: cores('loader') },
      machineBusy: start ? (finish.machine.busy - start.machine.busy) / Math.max(1, finish.machine.total - start.machine.total) : 0,
      peakPostgresConnections,
      loadAverage,
      failures: output.failures,
    };
  } finally {
    await stopScaleOut(scale);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const replicaCounts = option(args, 'replicas', '1,2,3').split(',').map(Number);
  const load = {
    connections: Number(option(args, 'connections', '24')),
    warmupSeconds: Number(option(args, 'warmup', '5')),
    seconds: Number(option(args, 'seconds', '40')),
    mix: parseMix(option(args, 'mix', '')),
  };
  const log = (line: string) => console.log(line);
  const runs: Array<RunFigures & { failures: LoadOutput['failures'] }> = [];
  const uptime = (await run('uptime', [])).stdout.trim();
  const mix = (Object.entries(load.mix) as Array<[Flow, number]>).map(([flow, weight]) => `${flow} ${weight}`).join(', ');
  log(`customer mix (${mix} actions of ${Object.values(load.mix).reduce((sum, weight) => sum + weight, 0)}) on ${os.cpus().length} cores (${uptime})`);
  for (const replicas of replicaCounts) {
    log(`\n${replicas} API replica${replicas > 1 ? 's' : ''}, ${TOPOLOGY.edges} edges, PgBouncer ${TOPOLOGY.poolSize} server connections`);
    const figures = await measure(replicas, load, log);
    runs.push(figures);
    const all = figures.flows.at(-1)!;
    log(
      `  ${all.requestsPerSecond} req/s, p50 ${Math.round(all.p50Ms)} ms, p99 ${Math.round(all.p99Ms)} ms, ${all.failed} failed, ${figures.errors} errors; ${requestsPerApiCore(figures)} req/s per API core`,
    );
    for (const failure of figures.failures) log(`  failed ${failure.flow} ${failure.step}: ${failure.status} ${failure.body}`);
  }
  log(`\n${figuresTable(runs)}\n`);
  const output = path.join(repoRoot, '.bench/customer-mix.json');
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(
    output,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), cores: os.cpus().length, uptime, load, topology: TOPOLOGY, runs }, null, 2)}\n`,
  );
  log(`written to ${path.relative(repoRoot, output)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
