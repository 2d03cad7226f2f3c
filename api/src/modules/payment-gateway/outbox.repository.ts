import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { gatewayBillReferences, gatewayConfirmations, gatewaySessions } from './payment-gateway.tables';
import type { ConfirmationEvent, ConfirmationStatus } from './payment-gateway.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

export type { ConfirmationEvent, ConfirmationStatus };
export type Confirmation = typeof gatewayConfirmations.$inferSelect;
export type SessionRow = typeof gatewaySessions.$inferSelect;
export type BillReferenceRow = typeof gatewayBillReferences.$inferSelect;

/**
 * Writes the confirmation of a settled session or a bank-paid reference, in the transaction that
 * settles it, claimed by the writer (it delivers it at once): its event id.
 */
export async function recordConfirmation(
  work: UnitOfWork,
  transactionId: string,
  event: ConfirmationEvent,
): Promise<Pick<Confirmation, 'eventId' | 'event' | 'attempts'>> {
  const tx = handleOf(work);
  const eventId = randomUUID();
  await tx.insert(gatewayConfirmations).values({ eventId, transactionId, event, status: 'pending', claimedAt: sql`now()` });
  return { eventId, event, attempts: 0 };
}

const pendingConfirmation = (eventId: string) => and(eq(gatewayConfirmations.eventId, eventId), eq(gatewayConfirmations.status, 'pending'));

/** The shop took a pending confirmation. */
export async function markDelivered(work: UnitOfWork, eventId: string, attempts: number, now: Date): Promise<void> {
  const db = handleOf(work);
  await db.update(gatewayConfirmations).set({ status: 'delivered', attempts, claimedAt: null, settledAt: now }).where(pendingConfirmation(eventId));
}

/** The shop could not answer: a pending confirmation released, to be tried again in `backoffSeconds` (the database's clock). */
export async function releaseForRetry(work: UnitOfWork, eventId: string, attempts: number, backoffSeconds: number): Promise<void> {
  const db = handleOf(work);
  await db
    .update(gatewayConfirmations)
    .set({ attempts, claimedAt: null, nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})` })
    .where(pendingConfirmation(eventId));
}

/**
 * The shop refused a pending confirmation: it is marked refused and, in the same transaction,
 * `thenGiveBack` runs on it when it was a payment that succeeded (the money goes back).
 */
export async function markRefused(
  work: UnitOfWork,
  eventId: string,
  change: { shopCode: string | null; attempts: number; now: Date },
  thenGiveBack: (tx: Database, refused: Confirmation) => Promise<void>,
): Promise<void> {
  const db = handleOf(work);
  await db.transaction(async (tx) => {
    const [refused] = await tx
      .update(gatewayConfirmations)
      .set({ status: 'refused', shopCode: change.shopCode, attempts: change.attempts, claimedAt: null, settledAt: change.now })
      .where(pendingConfirmation(eventId))
      .returning();
    if (refused && refused.event.outcome === 'succeeded') await thenGiveBack(tx, refused);
  });
}

/** A bank payment of a reference is refunded (while it is paid). */
export async function refundBillReference(work: UnitOfWork, id: string): Promise<void> {
  const tx = handleOf(work);
  await tx
    .update(gatewayBillReferences)
    .set({ status: 'refunded' })
    .where(and(eq(gatewayBillReferences.id, id), eq(gatewayBillReferences.status, 'paid')));
}

/** A card or bank-app capture is voided (while it is captured), keeping why. */
export async function voidCapture(work: UnitOfWork, sessionId: string, errorCode: string): Promise<void> {
  const tx = handleOf(work);
  await tx
    .update(gatewaySessions)
    .set({ status: 'voided', errorCode, updatedAt: new Date() })
    .where(and(eq(gatewaySessions.id, sessionId), eq(gatewaySessions.status, 'captured')));
}

/** Captured sessions and bank-paid references without a confirmation (settled before the outbox existed), at most `limit` of each. */
export async function unconfirmedSettlements(work: UnitOfWork, limit: number): Promise<{ sessions: SessionRow[]; references: BillReferenceRow[] }> {
  const db = handleOf(work);
  const sessions = await db
    .select()
    .from(gatewaySessions)
    .where(
      and(
        eq(gatewaySessions.status, 'captured'),
        notExists(db.select().from(gatewayConfirmations).where(eq(gatewayConfirmations.transactionId, gatewaySessions.id))),
      ),
    )
    .limit(limit);
  const references = await db
    .select()
    .from(gatewayBillReferences)
    .where(
      and(
        eq(gatewayBillReferences.status, 'paid'),
        notExists(db.select().from(gatewayConfirmations).where(eq(gatewayConfirmations.transactionId, gatewayBillReferences.id))),
      ),
    )
    .limit(limit);
  return { sessions, references };
}

/** Writes a pending confirmation for a settlement that has none (nothing when one was written meanwhile). */
export async function adoptConfirmation(work: UnitOfWork, orphan: { transactionId: string; event: ConfirmationEvent }): Promise<void> {
  const db = handleOf(work);
  await db
    .insert(gatewayConfirmations)
    .values({ eventId: randomUUID(), ...orphan, status: 'pending' })
    .onConflictDoNothing({ target: gatewayConfirmations.transactionId });
}

/**
 * Takes the confirmations due (pending, their next try reached, held by nobody or by a deliverer
 * whose lease ran out), `SELECT … FOR UPDATE SKIP LOCKED` then dated: two replicas never take the
 * same one, and a replica that dies holding some lets them go when the lease ends. Every time is
 * the database's clock: a row's default `now()` has microseconds a JavaScript date has not (a
 * confirmation written in the same millisecond would not be due yet), and replicas' clocks differ.
 */
export async function claimDue(work: UnitOfWork, leaseMs: number, limit: number): Promise<Confirmation[]> {
  const db = handleOf(work);
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(gatewayConfirmations)
      .where(
        and(
          eq(gatewayConfirmations.status, 'pending'),
          lte(gatewayConfirmations.nextAttemptAt, sql`now()`),
          or(isNull(gatewayConfirmations.claimedAt), lt(gatewayConfirmations.claimedAt, sql`now() - make_interval(secs => ${leaseMs / 1000})`)),
        ),
      )
      .orderBy(asc(gatewayConfirmations.nextAttemptAt))
      .limit(limit)
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

/**
 * Lets go of every claim: at the start of a process on PGlite, which one process alone opens, a
 * claim can only be a dead process's (on PostgreSQL, other replicas' claims run out with their lease).
 */
export async function releaseClaims(work: UnitOfWork): Promise<void> {
  const db = handleOf(work);
  await db.update(gatewayConfirmations).set({ claimedAt: null }).where(eq(gatewayConfirmations.status, 'pending'));
}
