import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { gatewayBillReferences, gatewaySessions } from '../../db/schema';
import type { Session } from './gateway-pages';

type SessionChanges = Partial<Pick<Session, 'status' | 'errorCode' | 'cardBrand' | 'cardLast4' | 'otpHash'>>;
type BillReference = typeof gatewayBillReferences.$inferSelect;

/** The sandbox's SQL behind its pages: hosted payment sessions and bank-bill references. */
export class GatewayRepository {
  constructor(private readonly db: Database) {}

  async session(id: string): Promise<Session | undefined> {
    const [session] = await this.db.select().from(gatewaySessions).where(eq(gatewaySessions.id, id));
    return session;
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

  /** A pending, unexpired reference is paid: the reference, or undefined when that code cannot be paid. */
  async payBillReference(paymentCode: string): Promise<BillReference | undefined> {
    const [reference] = await this.db
      .update(gatewayBillReferences)
      .set({ status: 'paid' })
      .where(
        and(eq(gatewayBillReferences.paymentCode, paymentCode), eq(gatewayBillReferences.status, 'pending'), gt(gatewayBillReferences.expiresAt, new Date())),
      )
      .returning();
    return reference;
  }

  async cancelBillReference(id: string): Promise<void> {
    await this.db.update(gatewayBillReferences).set({ status: 'cancelled' }).where(eq(gatewayBillReferences.id, id));
  }
}
