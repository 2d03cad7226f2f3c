/**
 * The API killed (SIGKILL) in the middle of a stream of writes — visitors' orders paid in cash,
 * each with its Idempotency-Key — then started again on the same database, and every write sent
 * again with its key: each acknowledged order is there and answers the same, each write that was
 * in flight or refused while the API was down goes through, and no order or payment is there
 * twice. On PGlite with a data folder (the embedded production mode), and on PostgreSQL when
 * TEST_DATABASE_URL names a server (the API suite's PostgreSQL run in npm test).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Cart, CheckoutRequest } from '@atlas/contracts/shop';
import { startApi, type ApiProcess, type ProcessDatabase } from '../test/api-process';
import { pgliteDataFolder, processTestDatabase } from '../test/build-test-app';
import { browserHeaders, checkout, PRODUCTS } from '../test/shop';

jest.setTimeout(300_000);

/** Writes in the stream; the API is killed once a third of them are acknowledged, and again after another third. */
const WRITES = 45;
const IN_FLIGHT = 5;
const KILLS = 2;

interface Write {
  key: string;
  cartId: string;
  body: CheckoutRequest;
  /** The order's reference when the API acknowledged it before the kill. */
  acknowledged?: string;
}

const BROWSER = randomUUID();
const headers = { 'content-type': 'application/json', ...browserHeaders(BROWSER) };
const post = (base: string, url: string, body: unknown, extra: Record<string, string> = {}) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });

/** A visitor's cart with a router in it, and the cash payment's body with a solved captcha. */
async function prepareWrite(base: string): Promise<Write> {
  const cart = (await (await post(base, '/api/v1/ms-payment/cart/create', {})).json()) as Cart;
  const added = await post(base, '/api/v1/ms-payment/cart/add', { cartId: cart.cartId, ...PRODUCTS.router });
  if (added.status !== 200) throw new Error(`cart/add answered ${added.status}`);
  const { captchaId } = (await (await fetch(`${base}/api/v1/ms-payment/captcha/generate`)).json()) as { captchaId: string };
  const { text } = (await (await fetch(`${base}/api/dev/captcha?captchaId=${captchaId}`)).json()) as { text: string };
  return { key: randomUUID(), cartId: cart.cartId, body: checkout({ captcha: { captchaId, captchaText: text } }) };
}

const pay = (base: string, write: Write) => post(base, `/api/v1/ms-ecom/cart/${write.cartId}/payment/cash`, write.body, { 'idempotency-key': write.key });

/**
 * Sends the writes not yet acknowledged, IN_FLIGHT at a time, and SIGKILLs the API once `killAfter`
 * more are acknowledged: the writes on the wire then, and those sent while it is down, get no answer.
 */
async function streamWithKill(api: ApiProcess, writes: Write[], killAfter: number): Promise<{ unanswered: number }> {
  const pending = writes.filter((write) => !write.acknowledged);
  let next = 0;
  let acknowledged = 0;
  let unanswered = 0;
  let killing: Promise<void> | null = null;
  const worker = async () => {
    while (next < pending.length) {
      const write = pending[next++]!;
      const answer = await pay(api.base, write).catch(() => null);
      if (answer && answer.status < 300) {
        write.acknowledged = ((await answer.json()) as { refNumber: string }).refNumber;
        acknowledged += 1;
        if (acknowledged === killAfter) killing = api.kill();
      } else {
        expect(answer?.status ?? 'no answer').toBe('no answer');
        unanswered += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await (killing ?? api.kill());
  return { unanswered };
}

/** Sends every write again with its key: one order each, the acknowledged ones unchanged. */
async function retryAll(base: string, writes: Write[]): Promise<void> {
  for (const write of writes) {
    const answer = await pay(base, write);
    expect([write.key, answer.status < 300]).toEqual([write.key, true]);
    const { refNumber } = (await answer.json()) as { refNumber: string };
    if (write.acknowledged) expect(refNumber).toBe(write.acknowledged);
  }
}

const COUNTS = `
  select
    (select count(*)::int from payments where idempotency_key = any($1)) as payments,
    (select count(distinct idempotency_key)::int from payments where idempotency_key = any($1)) as keys,
    (select count(*)::int from orders where cart_id = any($2)) as orders,
    (select count(distinct cart_id)::int from orders where cart_id = any($2)) as carts,
    (select count(*)::int from orders where ref_number = any($3)) as acknowledged`;

interface Counts {
  payments: number;
  keys: number;
  orders: number;
  carts: number;
  acknowledged: number;
}

async function restartScenario(database: ProcessDatabase, count: (params: unknown[]) => Promise<Counts>) {
  const writes: Write[] = [];
  let unanswered = 0;
  // Two kills: after a third of the writes, then after another third (retries among them).
  for (let kill = 0; kill < KILLS; kill += 1) {
    const api = await startApi(database);
    if (kill === 0) for (let index = 0; index < WRITES; index += 1) writes.push(await prepareWrite(api.base));
    unanswered += (await streamWithKill(api, writes, Math.ceil(WRITES / (KILLS + 1)))).unanswered;
  }
  const acknowledged = writes.filter((write) => write.acknowledged).map((write) => write.acknowledged!);
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILLS * Math.ceil(WRITES / (KILLS + 1)));
  expect(unanswered).toBeGreaterThan(0);

  const second = await startApi(database);
  try {
    await retryAll(second.base, writes);
  } finally {
    await second.stop();
  }
  const counts = await count([writes.map((write) => write.key), writes.map((write) => write.cartId), acknowledged]);
  // Nothing lost (every acknowledged order, every write once retried), nothing twice.
  expect(counts).toEqual({ payments: WRITES, keys: WRITES, orders: WRITES, carts: WRITES, acknowledged: acknowledged.length });
  console.log(
    `restart: ${WRITES} cash orders with Idempotency-Key across ${KILLS} SIGKILLs, ${acknowledged.length} acknowledged before a kill, ${unanswered} sends unanswered; after the restarts and the retries, ${counts.orders} orders, each once`,
  );
}

const adminUrl = process.env.TEST_DATABASE_URL;

/** The database of this run: PostgreSQL when the suite runs on it, else PGlite in a data folder. */
const target = adminUrl
  ? {
      name: 'PostgreSQL',
      async run() {
        const database = await processTestDatabase(adminUrl);
        try {
          await restartScenario({ DATABASE_URL: database.url }, async (params) => {
            const client = new pg.Client({ connectionString: database.url });
            await client.connect();
            try {
              return (await client.query<Counts>(COUNTS, params)).rows[0]!;
            } finally {
              await client.end();
            }
          });
        } finally {
          await database.drop();
        }
      },
    }
  : {
      name: 'PGlite with a data folder',
      async run() {
        const dataDir = pgliteDataFolder('atlas-restart-');
        try {
          await restartScenario({ PGLITE_DATA_DIR: dataDir }, async (params) => {
            const db = await PGlite.create(dataDir);
            try {
              return (await db.query<Counts>(COUNTS, params)).rows[0]!;
            } finally {
              await db.close();
            }
          });
        } finally {
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };

describe(`a SIGKILL in the middle of a stream of payments, on ${target.name}`, () => {
  it('loses no acknowledged order and duplicates none', () => target.run());
});
