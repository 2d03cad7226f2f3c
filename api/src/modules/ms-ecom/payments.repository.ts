import { and, eq, inArray, ne } from 'drizzle-orm';
import type { GatewayCallback } from '@atlas/contracts/shop';
import type { Database } from '../../db/database';
import { paymentCallbackEvents, payments } from './ms-ecom.tables';
import type { PaymentStatus } from './ms-ecom.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

type PaymentRow = typeof payments.$inferSelect;
/** What the gateway says of the card: brand and last four digits. */
type CardSeen = { cardBrand?: string; cardLast4?: string };

/** The attempt stored under an Idempotency-Key, if any. */
export async function paymentByKey(work: UnitOfWork, idempotencyKey: string): Promise<PaymentRow | undefined> {
  const db = handleOf(work);
  const [previous] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
  return previous;
}

/** The attempts of an order still initiated (not paid, failed or replaced). */
export const initiatedPayments = (work: UnitOfWork, refNumber: string): Promise<PaymentRow[]> => {
  const db = handleOf(work);
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.refNumber, refNumber), eq(payments.status, 'initiated')));
};

/** Earlier attempts replaced by a new one. */
export async function supersedePayments(work: UnitOfWork, ids: string[], now: Date): Promise<void> {
  const db = handleOf(work);
  if (ids.length === 0) return;
  await db.update(payments).set({ status: 'superseded', updatedAt: now }).where(inArray(payments.id, ids));
}

/** A new attempt, with its answer (the Idempotency-Key is unique: the same key twice violates it). */
export async function insertPayment(work: UnitOfWork, attempt: typeof payments.$inferInsert): Promise<void> {
  const db = handleOf(work);
  await db.insert(payments).values(attempt);
}

/** ms-ecom's SQL on payment attempts and the gateway's confirmations (always inside the confirmation's transaction). */
export class PaymentsRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

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
