/**
 * Issue 29, property 4: a captured payment is never lost. Payments of every kind — a shop order by
 * card, a shop order by bank bill (paid at the bank counter), a recharge, an invoice, the fees of a
 * plan change (each on its own postpaid line and web account, added to the test's database: an
 * account holds one open act cart at a time) — are opened through the real routes, then paid on the
 * gateway, interleaved, while the API is killed (SIGKILL) at random moments and started again on the
 * same database; every payment without an answer is sent again, as a customer reloads the page or a
 * bank retries. Once the last process has reconciled, the database and the gateway's records must
 * show: no captured payment left unconfirmed, none taken twice, every order paid for what was
 * captured and every credit (the recharge on its line, the invoices settled, the plan change applied
 * once: the line on the new plan, one change recorded) equal to it. On PGlite with a data folder, and
 * on PostgreSQL when TEST_DATABASE_URL names a server.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { SetupFeesResponse } from '@atlas/contracts/line-services';
import type { BankBillPayment, GatewayRedirect } from '@atlas/contracts/shop';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { invoices, lineBalances, lines, lineServiceStates } from '../db/schema';
import { applySeedPolicy } from '../db/seed';
import { balancesFor, SEED_FREE_LINES } from '../db/seed/customers';
import { lineServiceStateRows } from '../db/seed/line-services';
import { seedDay } from '../db/seed/moroccan-time';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import { toCentimes } from '../money';
import { startApi, type ApiProcess, type ProcessDatabase } from '../test/api-process';
import { pgliteDataFolder, processTestDatabase } from '../test/build-test-app';
import { bearer, lastCodeSentTo, signedInCustomer, signedUpCustomer } from '../test/session';
import { browserHeaders, cartWith, checkout, CLIENT, gatewayPath, newKey, PRODUCTS, solvedCaptcha } from '../test/shop';

// Minutes on a busy 2-core machine: most of it is the API starting again after each kill.
jest.setTimeout(1_200_000);

/** Payments of each kind (PAYMENT_CRASH_PER_KIND: fewer, to try the test quickly). */
const PER_KIND = Number(process.env.PAYMENT_CRASH_PER_KIND ?? 100);
/** Payments on the wire at once. */
const IN_FLIGHT = 4;
/** SIGKILLs, each once a random number of payments have been answered (the others are on the wire). */
const KILLS = 6;
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

const KINDS = ['card-shop', 'bank-bill', 'recharge', 'invoice', 'plan-change-fees'] as const;
type Kind = (typeof KINDS)[number];

interface Payment {
  kind: Kind;
  refNumber: string;
  /** The gateway page of a card payment, or the bank-bill code. */
  target: string;
  /** What the gateway last answered (`none` while it never answered). */
  answer: 'none' | 'ok' | 'pending' | 'failed' | 'taken';
  sends: number;
}

/** A plan change's fees payment: its line, the plan it moves to, the fees the line was quoted. */
interface PlanChange {
  refNumber: string;
  mdn: string;
  offerId: string;
  feesCentimes: number;
}

const BROWSER = randomUUID();
const PREPAID_LINES = ['0665000111', '0667000333', '0669000555', '0673000235'];
const INVOICE_LINE = DEMO_ACCOUNTS.postpaidWithFibre.username;
/** The plan-change lines: postpaid on the 199 Dh plan, no invoice owed, moving to a cheaper plan (fees to pay). */
const PLAN_CHANGE_LINES = Array.from({ length: PER_KIND }, (_, index) => `0683${String(100_000 + index).padStart(6, '0')}`);
const CHEAPER_PLAN = 'forfait-99';

/**
 * Adds the plan-change lines to the database as the seed adds its free postpaid lines (the line,
 * its balances, its SIM state; identified) with last month's invoice, paid (what prices their plan
 * now): a web account is then signed up for each.
 */
async function addPlanChangeLines(app: FastifyInstance): Promise<void> {
  const template = SEED_FREE_LINES.find((line) => line.mdn === '0676000457')!;
  const seedLines = PLAN_CHANGE_LINES.map((mdn) => ({ ...template, mdn, holder: ['Test', `Ligne ${mdn.slice(-3)}`] as [string, string] }));
  await app.db.insert(lines).values(
    seedLines.map(({ holder, contactMdn: _contact, ...line }) => ({
      ...line,
      contactMdn: null,
      crmId: `CRM-L${line.mdn.slice(-6)}`,
      holderFirstName: holder[0],
      holderLastName: holder[1],
    })),
  );
  const day = seedDay();
  await app.db.insert(lineBalances).values(seedLines.map((line) => ({ mdn: line.mdn, balances: balancesFor(line, day), updatedAt: day })));
  await app.db.insert(lineServiceStates).values(lineServiceStateRows(PLAN_CHANGE_LINES));
  const [latest] = await app.db.select().from(invoices).where(eq(invoices.mdn, template.mdn)).orderBy(desc(invoices.period)).limit(1);
  await app.db
    .insert(invoices)
    .values(PLAN_CHANGE_LINES.map((mdn, index) => ({ ...latest!, billNo: `CRASHPLAN${String(index).padStart(6, '0')}`, mdn, paidBy: `AGENCE-${mdn}` })));
}

/**
 * One plan change with fees, as the customer's browser starts it: sign-up on the line, the fees of
 * the cheaper plan (display-setup-fees), a code sent to the line, then its own card route.
 */
async function openPlanChange(app: FastifyInstance, mdn: string): Promise<PlanChange & { target: string }> {
  const who = await signedUpCustomer(app, mdn);
  const headers = bearer(who.tokens, who.line);
  const quoted = await app.inject({ url: `/api/ms-order/v2/display-setup-fees?offerId=${CHEAPER_PLAN}&mdn=${mdn}`, headers });
  if (quoted.statusCode !== 200) throw new Error(`display-setup-fees answered ${quoted.statusCode}: ${quoted.body}`);
  const quote = quoted.json<SetupFeesResponse>();
  const sent = await app.inject({ method: 'POST', url: '/api/ms-iam/v1/otp/send', headers, payload: { mdn, purpose: 'change-offer' } });
  if (sent.statusCode !== 200) throw new Error(`otp/send answered ${sent.statusCode}: ${sent.body}`);
  const code = await lastCodeSentTo(app, mdn);
  const verified = await app.inject({ method: 'POST', url: '/api/ms-iam/v1/otp/verify', payload: { mdn, purpose: 'change-offer', code } });
  const { otpToken } = verified.json<{ otpToken: string }>();
  const paid = await app.inject({
    method: 'POST',
    url: '/api/v1/ms-ecom/payment/change-offer/cb',
    headers: { ...headers, 'idempotency-key': newKey() },
    payload: { mdn, offerId: CHEAPER_PLAN, otpToken, feesToken: quote.feesToken, returnUrl: '/achat/paiement' },
  });
  if (paid.statusCode !== 201) throw new Error(`payment/change-offer/cb answered ${paid.statusCode}: ${paid.body}`);
  const redirect = paid.json<GatewayRedirect>();
  return { refNumber: redirect.refNumber, mdn, offerId: CHEAPER_PLAN, feesCentimes: toCentimes(quote.totalFees), target: gatewayPath(redirect) };
}

/**
 * Opens every payment through the real routes, in this process, on the database (the API is not
 * running); they are answered interleaved (one of each kind in turn), so the kills fall among all kinds.
 */
async function openPayments(app: FastifyInstance): Promise<{ payments: Payment[]; planChanges: PlanChange[] }> {
  const visitor = browserHeaders(BROWSER);
  const pay = async (cartId: string, method: 'cb' | 'eb', body: object, headers: Record<string, string> = visitor) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/ms-ecom/cart/${cartId}/payment/${method}`,
      payload: body,
      headers: { ...headers, 'idempotency-key': newKey() },
    });
    if (response.statusCode !== 201) throw new Error(`payment/${method} answered ${response.statusCode}: ${response.body}`);
    return response;
  };
  const card = async (kind: Kind, cartId: string, body: object, headers?: Record<string, string>): Promise<Payment> => {
    const redirect = (await pay(cartId, 'cb', body, headers)).json<GatewayRedirect>();
    return { kind, refNumber: redirect.refNumber, target: gatewayPath(redirect), answer: 'none', sends: 0 };
  };
  const payments: Payment[] = [];
  for (let index = 0; index < PER_KIND; index += 1) {
    const shop = await cartWith(app, [PRODUCTS.router], visitor);
    payments.push(await card('card-shop', shop.cartId, checkout()));

    const billCart = await cartWith(app, [PRODUCTS.router], visitor);
    const phoneNumber = `0612${String(400_000 + index).padStart(6, '0')}`;
    const bill = (
      await pay(billCart.cartId, 'eb', checkout({ client: { ...CLIENT, phoneNumber }, captcha: await solvedCaptcha(app) }))
    ).json<BankBillPayment>();
    payments.push({ kind: 'bank-bill', refNumber: bill.refNumber, target: bill.paymentCode, answer: 'none', sends: 0 });

    const mdn = PREPAID_LINES[index % PREPAID_LINES.length]!;
    const recharge = await cartWith(app, [{ productType: 'recharge', productId: 'recharge-20', options: { mdn } }], visitor);
    payments.push(await card('recharge', recharge.cartId, { returnUrl: '/recharges/paiement' }));
  }

  // Invoices of a signed-in customer's line, one cart (and one payment) each.
  const holder = await signedInCustomer(app, INVOICE_LINE);
  const billNos = Array.from({ length: PER_KIND }, (_, index) => `CRASH${String(index).padStart(6, '0')}`);
  await app.db.insert(invoices).values(
    billNos.map((billNo, index) => ({
      billNo,
      mdn: holder.line.mdn,
      period: '2026-10',
      issuedAt: new Date('2026-11-01T00:00:00Z'),
      dueAt: new Date('2026-11-20T00:00:00Z'),
      amountCentimes: 10_000 + index,
      status: 'unpaid' as const,
      details: [],
    })),
  );
  const headers = bearer(holder.tokens, holder.line);
  for (const billNo of billNos) {
    const cart = await app.inject({ method: 'POST', url: '/api/v1/ms-billing/invoices/cart', payload: { billNos: [billNo] }, headers });
    if (cart.statusCode !== 201) throw new Error(`invoices/cart answered ${cart.statusCode}: ${cart.body}`);
    payments.push(await card('invoice', cart.json<{ cartId: string }>().cartId, { returnUrl: '/mes-factures/paiement' }, headers));
  }

  // Plan-change fees: each line its own account (one open act cart at a time), each change its own payment.
  await addPlanChangeLines(app);
  const planChanges: PlanChange[] = [];
  for (const mdn of PLAN_CHANGE_LINES) {
    const { target, ...change } = await openPlanChange(app, mdn);
    planChanges.push(change);
    payments.push({ kind: 'plan-change-fees', refNumber: change.refNumber, target, answer: 'none', sends: 0 });
  }
  const byKind = KINDS.map((kind) => payments.filter((payment) => payment.kind === kind));
  return { payments: Array.from({ length: PER_KIND }, (_, index) => byKind.map((ofKind) => ofKind[index]!)).flat(), planChanges };
}

/** Sends a payment to the gateway, as the customer's browser or the bank does: what it answered, or `none` when nothing came back. */
async function send(api: ApiProcess, payment: Payment): Promise<Payment['answer']> {
  payment.sends += 1;
  try {
    if (payment.kind === 'bank-bill') {
      const response = await fetch(`${api.base}/api/v1/payment-gateway/fatourati/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ paymentCode: payment.target }),
      });
      // 404 on a second send: the code was paid by an earlier send whose answer was lost.
      return response.status === 200 ? 'ok' : response.status === 202 ? 'pending' : response.status === 404 && payment.sends > 1 ? 'taken' : 'failed';
    }
    const response = await fetch(`${api.base}${payment.target}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ holder: 'Nadia Berrada', number: '4111 1111 1111 1111', expiry: '12/34', cvv: '123' }).toString(),
    });
    const location = response.headers.get('location') ?? '';
    await response.arrayBuffer();
    if (response.status === 303 && location.includes('/ok?')) return 'ok';
    if (response.status === 303 && location.includes('/echoue?')) return 'failed';
    if ((response.status === 303 && location === payment.target) || response.status === 200) return 'pending';
    return 'failed';
  } catch {
    return 'none';
  }
}

interface Figures {
  payments: number;
  kills: number;
  unanswered: number;
  /** Sends without an answer (on the wire when the API was killed), per kind. */
  unansweredByKind: Record<Kind, number>;
  reconciled: number;
  refused: number;
}

async function crashScenario(database: ProcessDatabase, openApp: () => Promise<FastifyInstance>, query: <T>(sql: string) => Promise<T[]>) {
  // The database is migrated and seeded outside any app (on a busy machine a first seed can outlast
  // a plugin's time limit); the payments are then opened in this process.
  const handle = await openDatabase(
    'DATABASE_URL' in database ? { kind: 'postgres', url: database.DATABASE_URL } : { kind: 'pglite', dataDir: database.PGLITE_DATA_DIR },
  );
  try {
    await handle.prepare((db) => applySeedPolicy(db, 'when-empty'));
  } finally {
    await handle.close();
  }
  console.log(`payment crash: database ready, opening payments at ${seconds()}`);
  const setup = await openApp();
  let payments: Payment[];
  let planChanges: PlanChange[];
  try {
    ({ payments, planChanges } = await openPayments(setup));
  } finally {
    await setup.close();
  }

  const figures: Figures = {
    payments: payments.length,
    kills: 0,
    unanswered: 0,
    unansweredByKind: Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>,
    reconciled: 0,
    refused: 0,
  };
  const onLog = (line: string) => {
    if (!line.includes('payment reconciliation')) return;
    const { pass } = JSON.parse(line) as { pass: { delivered: number; refused: number } };
    figures.reconciled += pass.delivered;
    figures.refused += pass.refused;
  };
  const env = { PAYMENT_RECONCILE_SECONDS: '1' };
  let current: Promise<ApiProcess> = startApi(database, env, onLog);
  await current;

  console.log(`payment crash: ${payments.length} payments opened, first API up at ${seconds()}`);

  // The kills come when a random number of payments have been answered, while others are on the
  // wire (at any point of their capture and confirmation); each is followed by a start on the same database.
  const killPoints = Array.from({ length: KILLS }, () => Math.floor(Math.random() * payments.length * 0.9)).sort((a, b) => a - b);
  let answered = 0;
  const kill = () => {
    current = current.then(async (alive) => {
      await alive.kill();
      figures.kills += 1;
      return startApi(database, env, onLog);
    });
  };

  // Every payment is sent until the gateway answers it; one without an answer goes back in the queue.
  const queue = [...payments];
  const worker = async () => {
    for (let payment = queue.shift(); payment; payment = queue.shift()) {
      const answer = await send(await current, payment);
      if (answer === 'none') {
        figures.unanswered += 1;
        figures.unansweredByKind[payment.kind] += 1;
        queue.push(payment);
        await current;
        continue;
      }
      payment.answer = answer;
      answered += 1;
      if (killPoints[0] !== undefined && answered >= killPoints[0]) {
        killPoints.shift();
        kill();
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  console.log(`payment crash: every payment answered at ${seconds()}, ${figures.kills} kills`);

  // The last process reconciles (at start, then every second), then stops in order; started again
  // while anything is left to deliver (on PostgreSQL, a killed process's claims last their lease).
  for (let round = 0; ; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await (await current).stop();
    const [left] = await query<{ pending: number }>(`select count(*)::int as pending from gateway_confirmations where status = 'pending'`);
    if (left!.pending === 0 || round === 15) break;
    current = startApi(database, env, onLog);
  }

  const [state] = await query<Record<string, number>>(CHECKS);
  const refs = payments.map((payment) => payment.refNumber);
  const [mine] = await query<{ orders: number; paid: number }>(
    `select count(*)::int as orders, count(*) filter (where status = 'paid')::int as paid from orders where ref_number in (${refs.map((ref) => `'${ref}'`).join(',')})`,
  );
  // Each plan change paid: the line on the new plan, the change recorded once (for this order), the
  // order's total and the capture equal to the fees the line was quoted.
  const changed = await query<{ ref: string; mdn: string; plan: string; changes: number; lineChanges: number; total: number; captured: number }>(
    `select o.ref_number as ref, o.phone_number as mdn, l.offer_id as plan, o.total_centimes as total,
       (select count(*)::int from line_service_requests r where r.kind = 'offer-change' and r.outcome = 'done' and r.payload->>'refNumber' = o.ref_number) as changes,
       (select count(*)::int from line_service_requests r where r.kind = 'offer-change' and r.outcome = 'done' and r.mdn = o.phone_number) as "lineChanges",
       coalesce((select sum(s.amount_centimes)::int from gateway_sessions s where s.merchant_ref = o.ref_number and s.status = 'captured'), 0) as captured
     from orders o left join lines l on l.mdn = o.phone_number
     where o.kind = 'change-offer' and o.ref_number in (${planChanges.map((change) => `'${change.refNumber}'`).join(',')})
     order by o.phone_number`,
  );
  const expected = [...planChanges]
    .sort((a, b) => a.mdn.localeCompare(b.mdn))
    .map((change) => ({
      ref: change.refNumber,
      mdn: change.mdn,
      plan: change.offerId,
      changes: 1,
      lineChanges: 1,
      total: change.feesCentimes,
      captured: change.feesCentimes,
    }));
  const planChangesWrong =
    expected.filter((want) => {
      const row = changed.find((found) => found.ref === want.ref);
      return !row || Object.entries(want).some(([key, value]) => row[key as keyof typeof row] !== value);
    }).length + Math.max(0, changed.length - expected.length);
  const unansweredByKind = KINDS.map((kind) => `${kind} ${figures.unansweredByKind[kind]}`).join(', ');
  console.log(
    `payment crash (${seconds()}): ${figures.payments} payments (${PER_KIND} each: card shop order, bank bill, recharge, invoice, plan-change fees), ${figures.kills} SIGKILLs at random moments, ` +
      `${figures.unanswered} sends unanswered and sent again (${unansweredByKind}); ${figures.reconciled} captured payments confirmed by the reconciliation after a kill, ` +
      `${figures.refused} refused and given back; at the end ${mine!.paid}/${mine!.orders} orders paid, ` +
      `${state!.capturedUnconfirmed} captured unconfirmed, ${state!.doubled} doubled, ${state!.creditMismatch} credits unequal to what was paid, ` +
      `${planChangesWrong} plan changes not applied exactly once for what was captured`,
  );
  expect(figures.kills).toBe(KILLS);
  expect(state).toEqual({ capturedUnconfirmed: 0, doubled: 0, creditMismatch: 0, pendingConfirmations: 0 });
  expect(changed).toEqual(expected);
  // Every payment was taken once and its order paid (nothing here is refused by the shop).
  expect(mine).toEqual({ orders: payments.length, paid: payments.length });
  // What the gateway said "ok" for is an order the shop holds as paid (checked above for every order).
  expect(payments.filter((payment) => payment.answer === 'failed')).toEqual([]);
}

/**
 * From the gateway's records and the shop's: captures (card sessions, bank-paid references) the
 * shop does not hold as a succeeded payment of a paid order; payments taken twice; orders whose
 * capture, payment, total or credit differ (a plan change: not recorded exactly once, or its line
 * not on the plan it moved to); confirmations still undelivered.
 */
const CHECKS = `
  with captures as (
    select id, merchant_ref, amount_centimes from gateway_sessions where status = 'captured'
    union all
    select id, merchant_ref, amount_centimes from gateway_bill_references where status = 'paid'
  )
  select
    (select count(*)::int from captures c where not exists (
       select 1 from payments p join orders o on o.ref_number = p.ref_number
       where p.gateway_session_id = c.id and p.status = 'succeeded' and o.status = 'paid' and o.payment_outcome = 'ok')) as "capturedUnconfirmed",
    (select count(*)::int from (select merchant_ref from captures group by merchant_ref having count(*) > 1) twice)
      + (select count(*)::int from (select ref_number from payments where status = 'succeeded' group by ref_number having count(*) > 1) twice) as "doubled",
    (select count(*)::int from captures c join orders o on o.ref_number = c.merchant_ref
       join payments p on p.gateway_session_id = c.id and p.status = 'succeeded'
       where p.amount_centimes <> c.amount_centimes or o.total_centimes <> c.amount_centimes
         or (o.kind = 'recharge' and coalesce((select sum(b.dirhams_centimes) from balance_credits b where b.ref_number = o.ref_number), 0) <> c.amount_centimes)
         or (o.kind = 'invoice' and coalesce((select sum(i.amount_centimes) from invoices i where i.paid_by = o.ref_number), 0) <> c.amount_centimes)
         or (o.kind = 'change-offer' and (select count(*) from line_service_requests r
               where r.kind = 'offer-change' and r.outcome = 'done' and r.payload->>'refNumber' = o.ref_number
                 and exists (select 1 from lines l where l.mdn = r.mdn and l.mdn = o.phone_number and l.offer_id = r.payload->>'to')) <> 1)
    ) as "creditMismatch",
    (select count(*)::int from gateway_confirmations where status = 'pending') as "pendingConfirmations"`;

const adminUrl = process.env.TEST_DATABASE_URL;

const target = adminUrl
  ? {
      name: 'PostgreSQL',
      async run() {
        const database = await processTestDatabase(adminUrl);
        try {
          await crashScenario(
            { DATABASE_URL: database.url },
            () => buildApp({ databaseUrl: database.url, logger: false }),
            async <T>(sql: string) => {
              const client = new pg.Client({ connectionString: database.url });
              await client.connect();
              try {
                return (await client.query(sql)).rows as T[];
              } finally {
                await client.end();
              }
            },
          );
        } finally {
          await database.drop();
        }
      },
    }
  : {
      name: 'PGlite with a data folder',
      async run() {
        const dataDir = pgliteDataFolder('atlas-payment-crash-');
        try {
          await crashScenario(
            { PGLITE_DATA_DIR: dataDir },
            () => buildApp({ dataDir, logger: false }),
            async <T>(sql: string) => {
              const db = await PGlite.create(dataDir);
              try {
                return (await db.query<T>(sql)).rows;
              } finally {
                await db.close();
              }
            },
          );
        } finally {
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };

describe(`payments of every kind while the API is killed at random moments, on ${target.name}`, () => {
  it('leaves no captured payment unconfirmed, none doubled, every credit equal to what was paid', () => target.run());
});
