import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import type { Database } from '../../db/database';
import { gatewayBillReferences, gatewayConfirmations, gatewaySessions } from './payment-gateway.tables';
import { confirmToShop } from './gateway';
import type { ConfirmationEvent, ConfirmationStatus } from './payment-gateway.tables';

type Confirmation = typeof gatewayConfirmations.$inferSelect;

/** A deliverer keeps a confirmation this long; past it, a deliverer that died is replaced. */
export const CLAIM_LEASE_MS = 30_000;
/** Confirmations one reconciliation pass takes at most. */
const BATCH = 50;
/** The longest wait between two deliveries of one confirmation. */
const MAX_BACKOFF_MS = 60_000;

/**
 * Writes the confirmation of a settled session or a bank-paid reference, in the transaction that
 * settles it, claimed by the writer (it delivers it at once): its event id.
 */
export async function recordConfirmation(
  tx: Database,
  transactionId: string,
  event: ConfirmationEvent,
): Promise<Pick<Confirmation, 'eventId' | 'event' | 'attempts'>> {
  const eventId = randomUUID();
  await tx.insert(gatewayConfirmations).values({ eventId, transactionId, event, status: 'pending', claimedAt: sql`now()` });
  return { eventId, event, attempts: 0 };
}

/** The code a voided capture shows the customer: the shop's own when it is one they can read (payment-018), else gateway-007. */
const voidCode = (shopCode: string | null) => (shopCode && /^payment-\d{3}$/.test(shopCode) ? shopCode : SHOP_ERROR_CODES.confirmationFailed);

/**
 * The shop refused a payment it was told of: the money goes back. A card or bank-app capture is
 * voided (the session keeps why), a bank payment of a reference refunded.
 */
async function giveBack(tx: Database, confirmation: Pick<Confirmation, 'event'>, shopCode: string | null): Promise<void> {
  const { event } = confirmation;
  if (event.channel === 'fatourati') {
    await tx
      .update(gatewayBillReferences)
      .set({ status: 'refunded' })
      .where(and(eq(gatewayBillReferences.id, event.sessionId), eq(gatewayBillReferences.status, 'paid')));
    return;
  }
  await tx
    .update(gatewaySessions)
    .set({ status: 'voided', errorCode: voidCode(shopCode), updatedAt: new Date() })
    .where(and(eq(gatewaySessions.id, event.sessionId), eq(gatewaySessions.status, 'captured')));
}

/**
 * Delivers a confirmation this process holds (written by it, or claimed), once, and records the
 * shop's answer: `delivered`; `refused` (a payment is given back, in the same transaction); or
 * still `pending`, released for a later try (backing off up to a minute).
 */
export async function deliverConfirmation(
  app: FastifyInstance,
  confirmation: Pick<Confirmation, 'eventId' | 'event' | 'attempts'>,
): Promise<ConfirmationStatus> {
  const answer = await confirmToShop(app, confirmation.eventId, confirmation.event);
  const attempts = confirmation.attempts + 1;
  const now = new Date();
  const mine = and(eq(gatewayConfirmations.eventId, confirmation.eventId), eq(gatewayConfirmations.status, 'pending'));
  if (answer === 'acknowledged') {
    await app.db.update(gatewayConfirmations).set({ status: 'delivered', attempts, claimedAt: null, settledAt: now }).where(mine);
    return 'delivered';
  }
  if (answer === 'retry') {
    const backoffSeconds = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 10)) / 1000;
    await app.db
      .update(gatewayConfirmations)
      .set({ attempts, claimedAt: null, nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})` })
      .where(mine);
    return 'pending';
  }
  await app.db.transaction(async (tx) => {
    const [refused] = await tx
      .update(gatewayConfirmations)
      .set({ status: 'refused', shopCode: answer.refused, attempts, claimedAt: null, settledAt: now })
      .where(mine)
      .returning();
    if (refused && refused.event.outcome === 'succeeded') await giveBack(tx, refused, answer.refused);
  });
  return 'refused';
}

/**
 * Captured sessions and bank-paid references without a confirmation (settled before the outbox
 * existed): one is written for each, so that the pass delivers it like any other.
 */
async function adoptOrphans(db: Database): Promise<number> {
  const sessions = await db
    .select()
    .from(gatewaySessions)
    .where(
      and(
        eq(gatewaySessions.status, 'captured'),
        notExists(db.select().from(gatewayConfirmations).where(eq(gatewayConfirmations.transactionId, gatewaySessions.id))),
      ),
    )
    .limit(BATCH);
  const references = await db
    .select()
    .from(gatewayBillReferences)
    .where(
      and(
        eq(gatewayBillReferences.status, 'paid'),
        notExists(db.select().from(gatewayConfirmations).where(eq(gatewayConfirmations.transactionId, gatewayBillReferences.id))),
      ),
    )
    .limit(BATCH);
  const orphans: Array<{ transactionId: string; event: ConfirmationEvent }> = [
    ...sessions.map((session) => ({
      transactionId: session.id,
      event: {
        sessionId: session.id,
        refNumber: session.merchantRef,
        channel: session.channel,
        amount: session.amountCentimes,
        currency: 'MAD' as const,
        outcome: 'succeeded' as const,
        ...(session.cardBrand && session.cardLast4 ? { card: { brand: session.cardBrand, last4: session.cardLast4 } } : {}),
      },
    })),
    ...references.map((reference) => ({
      transactionId: reference.id,
      event: {
        sessionId: reference.id,
        refNumber: reference.merchantRef,
        channel: 'fatourati' as const,
        amount: reference.amountCentimes,
        currency: 'MAD' as const,
        outcome: 'succeeded' as const,
      },
    })),
  ];
  for (const orphan of orphans) {
    await db
      .insert(gatewayConfirmations)
      .values({ eventId: randomUUID(), ...orphan, status: 'pending' })
      .onConflictDoNothing({ target: gatewayConfirmations.transactionId });
  }
  return orphans.length;
}

/**
 * Takes the confirmations due (pending, their next try reached, held by nobody or by a deliverer
 * whose lease ran out), `SELECT … FOR UPDATE SKIP LOCKED` then dated: two replicas never take the
 * same one, and a replica that dies holding some lets them go when the lease ends. Every time is
 * the database's clock: a row's default `now()` has microseconds a JavaScript date has not (a
 * confirmation written in the same millisecond would not be due yet), and replicas' clocks differ.
 */
async function claimDue(db: Database): Promise<Confirmation[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(gatewayConfirmations)
      .where(
        and(
          eq(gatewayConfirmations.status, 'pending'),
          lte(gatewayConfirmations.nextAttemptAt, sql`now()`),
          or(isNull(gatewayConfirmations.claimedAt), lt(gatewayConfirmations.claimedAt, sql`now() - make_interval(secs => ${CLAIM_LEASE_MS / 1000})`)),
        ),
      )
      .orderBy(asc(gatewayConfirmations.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(gatewayConfirmations)
      .set({ claimedAt: sql`now()` })
      .where(
        inArray(
          gatewayConfirmations.eventId,
          due.map((row) => row.eventId),
        ),
      );
    return due;
  });
}

export interface ReconciliationPass {
  /** Settled without a confirmation (before the outbox): one written. */
  adopted: number;
  delivered: number;
  /** Refused by the shop: their money given back. */
  refused: number;
  /** Still pending (the shop could not answer): tried again later. */
  pending: number;
}

/** One reconciliation pass: orphans adopted, then every confirmation due delivered (in batches, until none is due). */
export async function reconcilePayments(app: FastifyInstance): Promise<ReconciliationPass> {
  const pass: ReconciliationPass = { adopted: await adoptOrphans(app.db), delivered: 0, refused: 0, pending: 0 };
  for (;;) {
    const due = await claimDue(app.db);
    for (const confirmation of due) pass[await deliverConfirmation(app, confirmation)] += 1;
    if (due.length < BATCH) return pass;
  }
}

/**
 * Lets go of every claim: at the start of a process on PGlite, which one process alone opens, a
 * claim can only be a dead process's (on PostgreSQL, other replicas' claims run out with their lease).
 */
export async function releaseClaims(db: Database): Promise<void> {
  await db.update(gatewayConfirmations).set({ claimedAt: null }).where(eq(gatewayConfirmations.status, 'pending'));
}
