import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { gatewayBillReferences, gatewayConfirmations, gatewaySessions } from './payment-gateway.tables';
import { recordConfirmation, type ConfirmationEvent, type ConfirmationStatus } from './outbox.repository';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/** A session, with where its confirmation to the shop is when it was read with it (null: none written). */
export type Session = typeof gatewaySessions.$inferSelect & { confirmation?: ConfirmationStatus | null };

type SessionChanges = Partial<Pick<Session, 'status' | 'errorCode' | 'cardBrand' | 'cardLast4' | 'otpHash'>>;
type BillReference = typeof gatewayBillReferences.$inferSelect;

/** The sandbox's SQL behind its pages: hosted payment sessions and bank-bill references. */
export class GatewayRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** The session, with where its confirmation to the shop is (null: none written). */
  async session(id: string): Promise<Session | undefined> {
    const [row] = await this.db
      .select({ session: gatewaySessions, confirmation: gatewayConfirmations.status })
      .from(gatewaySessions)
      .leftJoin(gatewayConfirmations, eq(gatewayConfirmations.transactionId, gatewaySessions.id))
      .where(eq(gatewaySessions.id, id));
    return row && { ...row.session, confirmation: row.confirmation };
  }

  /**
   * Settles a session still in one of `statuses` and writes its confirmation to the shop, in one
   * transaction: a capture is never without the confirmation that will tell the shop of it.
   * Undefined when the session had moved on.
   */
  async settleWhile(
    id: string,
    statuses: Array<Session['status']>,
    changes: SessionChanges,
    eventOf: (session: Session) => ConfirmationEvent,
  ): Promise<{ session: Session; confirmation: Awaited<ReturnType<typeof recordConfirmation>> } | undefined> {
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(gatewaySessions)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(gatewaySessions.id, id), inArray(gatewaySessions.status, statuses)))
        .returning();
      if (!updated) return undefined;
      const session = { ...updated, confirmation: 'pending' as const };
      return { session, confirmation: await recordConfirmation(tx, id, eventOf(session)) };
    });
  }

  /** Changes a session (always dated). */
  async updateSession(id: string, changes: SessionChanges): Promise<void> {
    await this.db
      .update(gatewaySessions)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(gatewaySessions.id, id));
  }

  /** Changes a session only while it is in one of `statuses`: the changed session, or undefined when it had moved on. */
  async updateSessionWhile(id: string, statuses: Array<Session['status']>, changes: SessionChanges): Promise<Session | undefined> {
    const [updated] = await this.db
      .update(gatewaySessions)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(gatewaySessions.id, id), inArray(gatewaySessions.status, statuses)))
      .returning();
    return updated;
  }

  /**
   * A pending, unexpired reference is paid, and its confirmation to the shop written, in one
   * transaction: the reference and the confirmation, or undefined when that code cannot be paid.
   */
  async payBillReference(paymentCode: string): Promise<{ reference: BillReference; confirmation: Awaited<ReturnType<typeof recordConfirmation>> } | undefined> {
    return this.db.transaction(async (tx) => {
      const [reference] = await tx
        .update(gatewayBillReferences)
        .set({ status: 'paid' })
        .where(
          and(eq(gatewayBillReferences.paymentCode, paymentCode), eq(gatewayBillReferences.status, 'pending'), gt(gatewayBillReferences.expiresAt, new Date())),
        )
        .returning();
      if (!reference) return undefined;
      const confirmation = await recordConfirmation(tx, reference.id, {
        sessionId: reference.id,
        refNumber: reference.merchantRef,
        channel: 'fatourati',
        amount: reference.amountCentimes,
        currency: 'MAD',
        outcome: 'succeeded',
      });
      return { reference, confirmation };
    });
  }
}

/** A new hosted payment page session, open until `expiresAt`. */
export async function insertSession(work: UnitOfWork, session: Omit<typeof gatewaySessions.$inferInsert, 'status' | 'currency'>): Promise<void> {
  const db = handleOf(work);
  await db.insert(gatewaySessions).values({ ...session, currency: 'MAD', status: 'open' });
}

/** Cancels a session nobody paid (open or waiting for 3-D Secure): its status afterwards (undefined: no such session). */
export async function cancelUnpaidSession(work: UnitOfWork, id: string): Promise<Session['status'] | undefined> {
  const db = handleOf(work);
  await db
    .update(gatewaySessions)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(gatewaySessions.id, id), inArray(gatewaySessions.status, ['open', '3ds-pending'])));
  const [session] = await db.select({ status: gatewaySessions.status }).from(gatewaySessions).where(eq(gatewaySessions.id, id));
  return session?.status;
}

/** A pending bank-bill reference under a fresh 12-digit payment code (drawn again while one is taken). */
export async function insertBillReference(
  work: UnitOfWork,
  request: { merchantRef: string; amountCentimes: number; expiresAt: Date },
): Promise<{ id: string; paymentCode: string }> {
  const db = handleOf(work);
  for (;;) {
    const paymentCode = Array.from({ length: 12 }, () => randomInt(10)).join('');
    const [row] = await db
      .insert(gatewayBillReferences)
      .values({ id: randomUUID(), paymentCode, status: 'pending', ...request })
      .onConflictDoNothing({ target: gatewayBillReferences.paymentCode })
      .returning();
    if (row) return { id: row.id, paymentCode };
  }
}

/** A pending reference can no longer be paid. */
export async function endBillReference(work: UnitOfWork, id: string, status: 'cancelled' | 'expired'): Promise<void> {
  const db = handleOf(work);
  await db
    .update(gatewayBillReferences)
    .set({ status })
    .where(and(eq(gatewayBillReferences.id, id), eq(gatewayBillReferences.status, 'pending')));
}

/** The sessions among these whose payment is under way: the page open, in 3-D Secure or captured (not yet confirmed), and not expired. */
export async function sessionsUnderWay(work: UnitOfWork, ids: string[]): Promise<Set<string>> {
  const db = handleOf(work);
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: gatewaySessions.id })
    .from(gatewaySessions)
    .where(
      and(inArray(gatewaySessions.id, ids), inArray(gatewaySessions.status, ['open', '3ds-pending', 'captured']), gt(gatewaySessions.expiresAt, new Date())),
    );
  return new Set(rows.map((row) => row.id));
}
