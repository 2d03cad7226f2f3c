import { CART_LIMITS, PARTNER_BANKS, type BankBillPayment } from '@atlas/contracts/shop';
import { closePendingBill, overdueBills, type BankBillRow } from './bank-bills.repository';
import { cancelOrder, orderByRef } from './orders.repository';
import { toDirhams } from '../../money';
import { closeBillReference } from '../payment-gateway/public';
import { closeCart, itemsOf, reopenCart } from '../ms-payment/public';
import type { CheckoutRegistry } from '../../checkout/registries';
import type { UnitOfWork } from '../../db/unit-of-work';

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
export async function closeBankBill(work: UnitOfWork, rules: CheckoutRules, bill: BankBillRow, status: 'cancelled' | 'expired'): Promise<BankBillRow> {
  const now = new Date();
  const closed = await closePendingBill(work, bill.refNumber, status, now);
  if (!closed) return bill;
  await closeBillReference(work, bill.gatewayReferenceId, status);
  const order = await orderByRef(work, bill.refNumber);
  if (order) {
    await cancelOrder(work, order, now);
    if (rules.ruleOf(order.kind).whenCancelled === 'close') {
      await closeCart(work, order.cartId, now);
      return closed;
    }
    await reopenCart(work, order.cartId, now);
    await rules.stock.hold(work, order.cartId, await itemsOf(work, order.cartId), new Date(now.getTime() + CART_LIMITS.numberReservationMinutes * 60_000));
  }
  return closed;
}

/** Expired references are closed when someone looks (lazily): those of a number, or of an order. */
export async function expireOverdueBankBills(work: UnitOfWork, rules: CheckoutRules, where: { mdn: string } | { refNumber: string }): Promise<void> {
  const overdue = await overdueBills(work, where, new Date());
  for (const bill of overdue) await closeBankBill(work, rules, bill, 'expired');
}
