/**
 * The platform as the cluster runs it, natively (issue 32): PostgreSQL behind PgBouncer, three
 * replicas of the real API, two nginx edges with the production template (ops/topology/scale-out.ts).
 * Under a steady load of public, signed-in and write requests: a rolling restart of the replicas
 * one by one fails no request; a replica killed with SIGKILL fails only what it held and loses no
 * acknowledged write; PostgreSQL never sees more connections than the pooler's bound.
 */
import pg from 'pg';
import { startCustomerLoad } from '../../topology/customer-load';
import { rollingRestart, startScaleOut, stopScaleOut, type ScaleOut, type ScaleOutOptions } from '../../topology/scale-out';

jest.setTimeout(600_000);

const OPTIONS: ScaleOutOptions = { replicas: 3, edges: 2, poolSize: 8, replicaPool: 6 };
const CONCURRENCY = 6;

let scale: ScaleOut;
let admin: pg.Client;

/** The most connections PostgreSQL held for the API's database while `during` ran (sampled every 50 ms). */
async function peakConnections<T>(during: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await admin.query<{ count: string }>(
        `SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
        [scale.postgres.database],
      );
      peak = Math.max(peak, Number(rows[0]!.count));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const result = await during();
  sampling = false;
  await sampler;
  return { result, peak };
}

beforeAll(async () => {
  scale = await startScaleOut({ ...OPTIONS, log: (line) => console.info(`[scale-out] ${line}`) });
  admin = new pg.Client({ connectionString: scale.postgres.databaseUrl });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
  if (scale) await stopScaleOut(scale);
});

it('restarts every API replica one by one under load without failing a request, within the pooler’s connection bound', async () => {
  const edges = scale.edges.map((edge) => edge.url);
  const { result, peak } = await peakConnections(async () => {
    const load = await startCustomerLoad(edges, CONCURRENCY);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await rollingRestart(scale, OPTIONS, (line) => console.info(`[scale-out] ${line}`));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return load.stop();
  });
  console.info(`[scale-out] rolling restart: ${result.requests} requests, ${result.failures.length} failed, peak ${peak} PostgreSQL connections`);
  expect(result.requests).toBeGreaterThan(200);
  expect(result.failures.slice(0, 5)).toEqual([]);
  // PgBouncer's pool (8) for 3 replicas × 6 connections each; the replicas' start-up (direct) ones come and go.
  expect(peak).toBeLessThanOrEqual(OPTIONS.poolSize + 1);
});

it('loses no acknowledged write when a replica is killed under load, and fails only what it held', async () => {
  const load = await startCustomerLoad(
    scale.edges.map((edge) => edge.url),
    CONCURRENCY,
  );
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  process.kill(scale.replicas[1]!.pid, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const result = await load.stop();
  console.info(`[scale-out] SIGKILL: ${result.requests} requests, ${result.failures.length} failed, ${result.acknowledgedCarts.length} carts acknowledged`);
  expect(result.failures.length).toBeLessThanOrEqual(CONCURRENCY);
  const { rows } = await admin.query<{ count: string }>('SELECT count(*) FROM carts WHERE id = ANY($1::text[])', [result.acknowledgedCarts]);
  expect(Number(rows[0]!.count)).toBe(result.acknowledgedCarts.length);
  expect(result.acknowledgedCarts.length).toBeGreaterThan(20);
});
