import type { CartKind } from '@atlas/contracts/shop';
import type { OrderRow } from './rows';
import type { UnitOfWork } from '../db/unit-of-work';

/**
 * What the orders, their payments and their bank bills tell the modules whose carts, rules and
 * payment steps need them (ms-ecom provides it: those modules are its dependencies and may not
 * import it back). Each function runs on the handle it is given, the caller's transaction included.
 */
export interface CheckoutOrders {
  /** The orders of one kind made for a line and changed since `since`. */
  ordersOfLineSince(
    work: UnitOfWork,
    of: { line: string; kind: CartKind; since: Date },
  ): Promise<Array<Pick<OrderRow, 'status' | 'paymentMethod' | 'totalCentimes'>>>;
  /**
   * The orders of one kind made for a line, other carts' than `exceptCartId`, that are being paid
   * now: awaiting a card or bank-app payment whose gateway page is still open (or captured, not yet confirmed).
   */
  ordersOfLineBeingPaid(
    work: UnitOfWork,
    of: { line: string; kind: CartKind; exceptCartId: string },
  ): Promise<Array<Pick<OrderRow, 'refNumber' | 'totalCentimes'>>>;
  /** The last `last` orders of one kind an account settled (paid or registered), latest first. */
  settledOrdersOf(
    work: UnitOfWork,
    of: { accountId: string; kind: CartKind; last: number },
  ): Promise<Array<Pick<OrderRow, 'phoneNumber' | 'updatedAt' | 'lines'>>>;
  /**
   * Whether an order of one kind made for a line after `since` still awaits its payment: a card or
   * bank-app payment whose gateway page is still open (or captured, not yet confirmed).
   */
  awaitsPaymentSince(work: UnitOfWork, of: { line: string; kind: CartKind; since: Date }): Promise<boolean>;
  /** Whether a card or bank-app payment of the cart has started and can still be paid (its gateway page open or captured, not expired). */
  cartBeingPaid(work: UnitOfWork, cartId: string): Promise<boolean>;
  /** Whether this payer has a bank bill pending, not yet expired, for this number (no number or no payer: none). */
  pendingBankBillOf(work: UnitOfWork, line: string | undefined, payer: string | null): Promise<boolean>;
  /** A payment step settled the order at once (paid, or registered to be paid later): the order as it is now. */
  settleOrder(work: UnitOfWork, order: Pick<OrderRow, 'refNumber' | 'timeline'>, status: 'paid' | 'registered', now: Date): Promise<OrderRow>;
}
