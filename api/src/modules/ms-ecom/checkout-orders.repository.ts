import { and, desc, eq, gt, gte, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { CartKind } from '@atlas/contracts/shop';
import { reached } from '../../checkout/order-timeline';
import type { CheckoutOrders } from '../../checkout/orders';
import { sessionsUnderWay } from '../payment-gateway/public';
import { bankBills, orders, payments } from './ms-ecom.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/** Whether this payer has a bank bill pending, and not yet expired, for this number (one per number and payer; a payer without a key is blocked by none). */
export async function pendingBankBillOf(work: UnitOfWork, mdn: string | undefined, payer: string | null): Promise<boolean> {
  const db = handleOf(work);
  if (!mdn || payer === null) return false;
  const rows = await db
    .select({ refNumber: bankBills.refNumber })
    .from(bankBills)
    .where(and(eq(bankBills.mdn, mdn), eq(bankBills.payer, payer), eq(bankBills.status, 'pending'), gt(bankBills.expiresAt, new Date())));
  return rows.length > 0;
}

/**
 * The payment attempts under way for a line's orders of one kind that still await their payment
 * (and match `which`): a card or bank-app payment whose gateway page is open, or captured and not
 * yet confirmed. An attempt the gateway declined or cancelled is not, whether the shop heard yet or not.
 */
async function attemptsUnderWay(work: UnitOfWork, { line, kind }: { line: string; kind: CartKind }, which: SQL) {
  const db = handleOf(work);
  const attempts = await db
    .select({ refNumber: orders.refNumber, totalCentimes: orders.totalCentimes, sessionId: payments.gatewaySessionId })
    .from(orders)
    .innerJoin(payments, and(eq(payments.refNumber, orders.refNumber), eq(payments.status, 'initiated')))
    .where(and(eq(orders.kind, kind), eq(orders.phoneNumber, line), eq(orders.status, 'awaiting-payment'), which, isNotNull(payments.gatewaySessionId)));
  const underWay = await sessionsUnderWay(db, [...new Set(attempts.map((attempt) => attempt.sessionId!))]);
  return attempts.filter((attempt) => underWay.has(attempt.sessionId!));
}

/** The orders and payments as the modules ms-ecom imports read them, through the checkout core (app.checkout.orders). */
export const checkoutOrders: CheckoutOrders = {
  ordersOfLineSince: (work, { line, kind, since }) =>
    handleOf(work)
      .select({ status: orders.status, paymentMethod: orders.paymentMethod, totalCentimes: orders.totalCentimes })
      .from(orders)
      .where(and(eq(orders.kind, kind), eq(orders.phoneNumber, line), gte(orders.updatedAt, since))),

  async ordersOfLineBeingPaid(work, { line, kind, exceptCartId }) {
    const beingPaid = new Map<string, number>();
    for (const { refNumber, totalCentimes } of await attemptsUnderWay(work, { line, kind }, ne(orders.cartId, exceptCartId)))
      beingPaid.set(refNumber, totalCentimes);
    return [...beingPaid].map(([refNumber, totalCentimes]) => ({ refNumber, totalCentimes }));
  },

  settledOrdersOf: (work, { accountId, kind, last }) =>
    handleOf(work)
      .select({ phoneNumber: orders.phoneNumber, updatedAt: orders.updatedAt, lines: orders.lines })
      .from(orders)
      .where(and(eq(orders.accountId, accountId), eq(orders.kind, kind), inArray(orders.status, ['paid', 'registered'])))
      .orderBy(desc(orders.updatedAt))
      .limit(last),

  awaitsPaymentSince: async (work, { line, kind, since }) => (await attemptsUnderWay(work, { line, kind }, gt(orders.createdAt, since))).length > 0,

  async cartBeingPaid(work, cartId) {
    const db = handleOf(work);
    const attempts = await db
      .select({ sessionId: payments.gatewaySessionId })
      .from(payments)
      .where(and(eq(payments.cartId, cartId), eq(payments.status, 'initiated'), isNotNull(payments.gatewaySessionId)));
    return (await sessionsUnderWay(db, [...new Set(attempts.map((attempt) => attempt.sessionId!))])).size > 0;
  },

  pendingBankBillOf,

  async settleOrder(work, order, status, now) {
    const [updated] = await handleOf(work)
      .update(orders)
      .set({ status, paymentOutcome: 'ok', errorCode: null, timeline: reached(order.timeline, status, now), updatedAt: now })
      .where(eq(orders.refNumber, order.refNumber))
      .returning();
    return updated!;
  },
};
