import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { gatewayBillReferences, gatewayConfirmations, gatewaySessions } from './payment-gateway.tables';
import type { Session } from './gateway-pages';
import { recordConfirmation } from './outbox';
import type { ConfirmationEvent } from './payment-gateway.tables';

type SessionChanges = Partial<Pick<Session, 'status' | 'errorCode' | 'cardBrand' | 'cardLast4' | 'otpHash'>>;
type BillReference = typeof gatewayBillReferences.$inferSelect;

/** The sandbox's SQL behind its pages: hosted payment sessions and bank-bill references. */
export class GatewayRepository {
  constructor(private readonly db: Database) {}

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
