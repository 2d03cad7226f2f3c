import { CART_LIMITS, PARTNER_BANKS, type BankBillPayment } from '@atlas/contracts/shop';
import type { Database } from '../../db/database';
import { closePendingBill, overdueBills, type BankBillRow } from './bank-bills.repository';
import { cancelOrder, orderByRef } from './orders.repository';
import { toDirhams } from '../../money';
import { closeBillReference } from '../payment-gateway/public';
import { closeCart, itemsOf, reopenCart } from '../ms-payment/public';
import type { CheckoutRegistry } from '../../checkout/registries';

/** What closing a reference needs of the checkout core: the rule of its cart's kind, the products' stocks. */
export type CheckoutRules = Pick<CheckoutRegistry, 'ruleOf' | 'stock'>;

export type { BankBillRow };

export function bankBillView(bill: BankBillRow, orderDate: Date): BankBillPayment {
  return {
    refNumber: bill.refNumber,
    orderDate: orderDate.toISOString(),
    paymentCode: bill.paymentCode,
    amount: toDirhams(bill.amountCentimes),
    expiresAt: bill.expiresAt.toISOString(),
    partnerBanks: PARTNER_BANKS.map((bank) => ({ ...bank })),
    status: bill.status,
    mdn: bill.mdn,
  };
}

/**
 * Ends a pending reference that is cancelled or has expired: the network stops accepting it, its
 * order is cancelled, and its cart opens again (what it holds in stock, its chosen numbers, held a while longer) so the
 * customer can pay another way — unless its kind's rule closes it (a self-care act is over: its
 * cart can no longer be paid, starting the act again makes a new one).
 */
export async function closeBankBill(db: Database, rules: CheckoutRules, bill: BankBillRow, status: 'cancelled' | 'expired'): Promise<BankBillRow> {
  const now = new Date();
  const closed = await closePendingBill(db, bill.refNumber, status, now);
  if (!closed) return bill;
  await closeBillReference(db, bill.gatewayReferenceId, status);
  const order = await orderByRef(db, bill.refNumber);
  if (order) {
    await cancelOrder(db, order, now);
    if (rules.ruleOf(order.kind).whenCancelled === 'close') {
      await closeCart(db, order.cartId, now);
      return closed;
    }
    await reopenCart(db, order.cartId, now);
    await rules.stock.hold(db, order.cartId, await itemsOf(db, order.cartId), new Date(now.getTime() + CART_LIMITS.numberReservationMinutes * 60_000));
  }
  return closed;
}

/** Expired references are closed when someone looks (lazily): those of a number, or of an order. */
export async function expireOverdueBankBills(db: Database, rules: CheckoutRules, where: { mdn: string } | { refNumber: string }): Promise<void> {
  const overdue = await overdueBills(db, where, new Date());
  for (const bill of overdue) await closeBankBill(db, rules, bill, 'expired');
}
