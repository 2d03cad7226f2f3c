import { MDN_PATTERN } from '@atlas/contracts/patterns';
import { NOT_ATLAS_NUMBER_ERROR_CODE, RECHARGE_ERROR_CODES, RECHARGE_LIMITS } from '@atlas/contracts/recharge';
import type { CheckoutOrders } from '../../checkout/orders';
import { lineOf, type LineRow } from '../ms-iam/public';
import { ApiError } from '../../errors';
import type { UnitOfWork } from '../../db/unit-of-work';

/** The orders of a line the monthly maximum counts (the checkout's, through app.checkout.orders). */
type LineOrders = Pick<CheckoutOrders, 'ordersOfLineSince' | 'ordersOfLineBeingPaid'>;

export type RechargeSegment = 'prepaid' | 'postpaid' | 'cameleon';

/**
 * The line a recharge is for: payment-014 when the number is not 10 digits starting 05/06/07;
 * recharge-004 when it is not one of the operator's lines (another operator's: "not an Atlas
 * number"); payment-019 for a fixed line or a closed line — `details[0].rule` says which.
 */
export async function rechargeableLine(work: UnitOfWork, mdn: string): Promise<LineRow & { segment: RechargeSegment }> {
  if (!MDN_PATTERN.test(mdn))
    throw new ApiError(400, RECHARGE_ERROR_CODES.invalidMdn, 'The number must be 10 digits starting with 05, 06 or 07', [{ field: 'mdn', rule: 'pattern' }]);
  const line = await lineOf(work, mdn);
  const refuse = (rule: string, message: string) => new ApiError(422, RECHARGE_ERROR_CODES.lineNotEligible, message, [{ field: 'mdn', rule }]);
  if (!line) throw new ApiError(422, NOT_ATLAS_NUMBER_ERROR_CODE, 'This number is not a line of the operator', [{ field: 'mdn', rule: 'unknown' }]);
  if (line.kind !== 'mobile') throw refuse('fixed', 'A fixed line takes no recharge');
  if (line.status !== 'active') throw refuse('closed', 'This line is closed');
  return line as LineRow & { segment: RechargeSegment };
}

/** Start of the current calendar month in Moroccan time (UTC+1). */
export function monthStart(now = new Date()): Date {
  const local = new Date(now.getTime() + 3600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 3600_000);
}

/**
 * What the line was recharged with this month (paid or deferred recharge orders), centimes. A bank
 * bill waiting at the bank (a `registered` fatourati order) is no money yet and counts once paid
 * (its confirmation checks the maximum again): so nobody's pending bill — a stranger's on the
 * number — fills the holder's month and refuses their recharges (issue 29, property 5), and a bill
 * being confirmed is not counted twice.
 */
export async function rechargedThisMonth(work: UnitOfWork, orders: LineOrders, mdn: string, now = new Date()): Promise<number> {
  const month = await orders.ordersOfLineSince(work, { line: mdn, kind: 'recharge', since: monthStart(now) });
  return month
    .filter((order) => order.status === 'paid' || (order.status === 'registered' && order.paymentMethod !== 'fatourati'))
    .reduce((sum, order) => sum + order.totalCentimes, 0);
}

/**
 * What other recharges of the line are being paid now (centimes): orders awaiting a card or
 * bank-app payment whose gateway page is still open (or captured, not yet confirmed).
 */
export async function rechargesInProgress(work: UnitOfWork, orders: LineOrders, mdn: string, exceptCartId: string): Promise<number> {
  const inProgress = await orders.ordersOfLineBeingPaid(work, { line: mdn, kind: 'recharge', exceptCartId });
  return inProgress.reduce((sum, order) => sum + order.totalCentimes, 0);
}

/**
 * payment-031 when this total would take the line past the monthly maximum: counting what the
 * line was recharged with this month and, when a payment starts (`inProgressExceptCart`), the
 * recharges of other carts being paid at this moment.
 */
export async function checkMonthlyMax(
  work: UnitOfWork,
  orders: LineOrders,
  mdn: string,
  totalCentimes: number,
  { inProgressExceptCart }: { inProgressExceptCart?: string } = {},
): Promise<void> {
  const already =
    (await rechargedThisMonth(work, orders, mdn)) + (inProgressExceptCart ? await rechargesInProgress(work, orders, mdn, inProgressExceptCart) : 0);
  if (already + totalCentimes > RECHARGE_LIMITS.monthlyMax * 100) {
    throw new ApiError(422, RECHARGE_ERROR_CODES.monthlyMax, `Recharges of this line may not exceed ${RECHARGE_LIMITS.monthlyMax} Dh a month`, undefined, {
      monthlyMax: RECHARGE_LIMITS.monthlyMax,
      left: Math.max(0, RECHARGE_LIMITS.monthlyMax * 100 - already) / 100,
    });
  }
}

/** The number a recharge cart is for: every item carries it in `options.mdn` (one number a cart). */
export function cartMdn(items: Array<{ options: Record<string, string> }>): string | null {
  return items[0]?.options.mdn ?? null;
}
