import { randomInt } from 'node:crypto';
import type { Order, OrderStatus, OrderTrackingStep } from '@atlas/contracts/shop';
import { bankBillOfOrder, orderByRef, ordersOfCart, succeededPaymentOf } from './orders.repository';
import { ApiError } from '../../errors';
import type { Language } from '../../language';
import { toDirhams } from '../../money';

import type { OrderRow } from '../../checkout/registries';
import type { UnitOfWork } from '../../db/unit-of-work';

export type { OrderRow };
export { reached } from '../../checkout/order-timeline';

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An order id: "AT", the date (YYMMDD) and 10 random letters and digits, 18 characters in all. */
export function newRefNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `AT${date}${Array.from({ length: 10 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('')}`;
}

export const orderNotFound = () => new ApiError(404, 'not-found', 'No order has this reference');

/** The order as the contract shows it, names in the customer's language. */
export async function orderView(work: UnitOfWork, row: OrderRow, language: Language): Promise<Order> {
  const [paid, bill] = await Promise.all([succeededPaymentOf(work, row.refNumber), bankBillOfOrder(work, row.refNumber)]);
  return {
    refNumber: row.refNumber,
    kind: row.kind,
    // A self-care act names its line (a shop order's phone is the buyer's, already in its form).
    ...((row.kind === 'change-number' || row.kind === 'migration' || row.kind === 'change-offer') && row.phoneNumber ? { phoneNumber: row.phoneNumber } : {}),
    orderItems: row.lines.map((line) => ({
      productId: line.productId,
      productName: line.name[language],
      productType: line.productType,
      basePrice: toDirhams(line.unitPriceCentimes),
      qty: line.quantity,
      custom_options: Object.entries(line.options).map(([label, value]) => ({ label, value })),
    })),
    totalAmount: toDirhams(row.totalCentimes),
    monthlyAmount: toDirhams(row.monthlyCentimes),
    paymentMethod: row.paymentMethod,
    paymentOutcome: row.paymentOutcome,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    delivery: row.delivery?.mode ?? null,
    ...(row.errorCode ? { errorCode: row.errorCode } : {}),
    ...(paid?.cardBrand && paid.cardLast4 ? { card: { brand: paid.cardBrand, last4: paid.cardLast4 } } : {}),
    ...(bill ? { bankBill: { paymentCode: bill.paymentCode, expiresAt: bill.expiresAt.toISOString(), status: bill.status } } : {}),
  };
}

/**
 * An order by its reference, for this caller: an order of a signed-in customer only with their
 * bearer (anyone else is told it does not exist), a visitor's by its reference.
 */
/**
 * Who may read an order by its reference: its customer (signed in), or, for a visitor's order,
 * the browser that placed it. A reference alone proves nothing: it is printed, mailed, read aloud.
 */
export const mayReadOrder = (order: Pick<OrderRow, 'accountId' | 'browserId'>, accountId: string | null, browserId: string | null): boolean =>
  order.accountId !== null ? order.accountId === accountId : order.browserId !== null && order.browserId === browserId;

export async function findOrder(work: UnitOfWork, refNumber: string, accountId: string | null, browserId: string | null): Promise<OrderRow> {
  const row = await orderByRef(work, refNumber.toUpperCase());
  if (!row || !mayReadOrder(row, accountId, browserId)) throw orderNotFound();
  return row;
}

/** The open order of a cart (not cancelled), if any. */
export async function openOrderOfCart(work: UnitOfWork, cartId: string): Promise<OrderRow | undefined> {
  const rows = await ordersOfCart(work, cartId);
  return rows.find((row) => row.status !== 'cancelled');
}

/**
 * Every step of the order's path, reached (with its date) or to come: received, then paid or
 * registered (cash), or registered then paid (bank-bill reference), preparing, shipped or ready
 * in agency, delivered. A cancelled order shows what it reached, then its cancellation.
 */
export function trackingTimeline(row: Pick<OrderRow, 'status' | 'paymentMethod' | 'delivery' | 'timeline'>): OrderTrackingStep[] {
  const payment: OrderStatus[] = row.paymentMethod === 'especes' ? ['registered'] : row.paymentMethod === 'fatourati' ? ['registered', 'paid'] : ['paid'];
  const handover: OrderStatus = row.delivery?.mode === 'agency' ? 'ready-in-agency' : 'shipped';
  const path: OrderStatus[] = ['awaiting-payment', ...payment, 'preparing', handover, 'delivered'];
  const at = new Map(row.timeline.map((entry) => [entry.status, entry.at]));
  if (row.status === 'cancelled') {
    return [...path.filter((status) => at.has(status)), 'cancelled' as const].map((status) => ({ status, ...(at.has(status) ? { at: at.get(status) } : {}) }));
  }
  return path.map((status) => ({ status, ...(at.has(status) ? { at: at.get(status) } : {}) }));
}
