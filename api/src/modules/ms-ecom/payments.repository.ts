import { and, eq, ne } from 'drizzle-orm';
import type { GatewayCallback } from '@atlas/contracts/shop';
import type { Database } from '../../db/database';
import { paymentCallbackEvents, payments } from './ms-ecom.tables';
import type { PaymentStatus } from './ms-ecom.tables';

type PaymentRow = typeof payments.$inferSelect;
/** What the gateway says of the card: brand and last four digits. */
type CardSeen = { cardBrand?: string; cardLast4?: string };

/** ms-ecom's SQL on payment attempts and the gateway's confirmations (always inside the confirmation's transaction). */
export class PaymentsRepository {
  constructor(private readonly db: Database) {}

  /** Remembers a confirmation by its event id (a second one with the same id violates the primary key). */
  async recordCallbackEvent(event: Pick<GatewayCallback, 'eventId' | 'refNumber' | 'outcome'>): Promise<void> {
    await this.db.insert(paymentCallbackEvents).values({ eventId: event.eventId, refNumber: event.refNumber, outcome: event.outcome });
  }

  /** The attempt of an order on a gateway session. */
  async attempt(refNumber: string, gatewaySessionId: string): Promise<PaymentRow | undefined> {
    const [payment] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.refNumber, refNumber), eq(payments.gatewaySessionId, gatewaySessionId)));
    return payment;
  }

  /** Whether another attempt of the order succeeded. */
  async otherSucceeded(refNumber: string, paymentId: string): Promise<boolean> {
    const [other] = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.refNumber, refNumber), eq(payments.status, 'succeeded'), ne(payments.id, paymentId)));
    return other !== undefined;
  }

  /** The attempt's outcome, with the card the gateway saw. */
  async settle(paymentId: string, status: PaymentStatus, errorCode: string | null, card: CardSeen, now = new Date()): Promise<void> {
    await this.db
      .update(payments)
      .set({ status, errorCode, updatedAt: now, ...card })
      .where(eq(payments.id, paymentId));
  }

  /** The attempt on this session failed (`errorCode`), if it was still under way. */
  async failInitiated(refNumber: string, gatewaySessionId: string, errorCode: string, now = new Date()): Promise<void> {
    await this.db
      .update(payments)
      .set({ status: 'failed', errorCode, updatedAt: now })
      .where(and(eq(payments.refNumber, refNumber), eq(payments.gatewaySessionId, gatewaySessionId), eq(payments.status, 'initiated')));
  }
}
