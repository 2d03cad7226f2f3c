import { and, eq, lte } from 'drizzle-orm';
import { CART_LIMITS, PARTNER_BANKS, type BankBillPayment } from '@atlas/contracts/shop';
import type { Database } from '../../db/database';
import { bankBills, orders } from './ms-ecom.tables';
import { carts } from '../ms-payment/ms-payment.tables';
import { toDirhams } from '../../money';
import { closeBillReference } from '../payment-gateway/public';
import { itemsOf } from '../ms-payment/public';
import type { CheckoutRegistry } from '../../checkout/registries';
import { reached } from './orders';

/** What closing a reference needs of the checkout core: the rule of its cart's kind, the products' stocks. */
export type CheckoutRules = Pick<CheckoutRegistry, 'ruleOf' | 'stock'>;

export type BankBillRow = typeof bankBills.$inferSelect;

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
  const [closed] = await db
    .update(bankBills)
    .set({ status, closedAt: now })
    .where(and(eq(bankBills.refNumber, bill.refNumber), eq(bankBills.status, 'pending')))
    .returning();
  if (!closed) return bill;
  await closeBillReference(db, bill.gatewayReferenceId, status);
  const [order] = await db.select().from(orders).where(eq(orders.refNumber, bill.refNumber));
  if (order) {
    await db
      .update(orders)
      .set({ status: 'cancelled', timeline: reached(order.timeline, 'cancelled', now), updatedAt: now })
      .where(eq(orders.refNumber, order.refNumber));
    if (rules.ruleOf(order.kind).whenCancelled === 'close') {
      await db.update(carts).set({ status: 'ordered', updatedAt: now }).where(eq(carts.id, order.cartId));
      return closed;
    }
    await db.update(carts).set({ status: 'open', updatedAt: now }).where(eq(carts.id, order.cartId));
    await rules.stock.hold(db, order.cartId, await itemsOf(db, order.cartId), new Date(now.getTime() + CART_LIMITS.numberReservationMinutes * 60_000));
  }
  return closed;
}

/** Expired references are closed when someone looks (lazily): those of a number, or of an order. */
export async function expireOverdueBankBills(db: Database, rules: CheckoutRules, where: { mdn: string } | { refNumber: string }): Promise<void> {
  const overdue = await db
    .select()
    .from(bankBills)
    .where(
      and(
        eq(bankBills.status, 'pending'),
        lte(bankBills.expiresAt, new Date()),
        'mdn' in where ? eq(bankBills.mdn, where.mdn) : eq(bankBills.refNumber, where.refNumber),
      ),
    );
  for (const bill of overdue) await closeBankBill(db, rules, bill, 'expired');
}
