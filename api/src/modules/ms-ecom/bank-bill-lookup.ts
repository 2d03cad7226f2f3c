import type { BankBillCancelRequest, BankBillCancelResponse, BankBillConsultation } from '@atlas/contracts/shop';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors';
import { bankBillView, closeBankBill, expireOverdueBankBills, type CheckoutRules } from './bank-bills';
import { BankBillsRepository } from './bank-bills.repository';
import { mayReadOrder } from './orders';

/** No pending reference this caller may use (not-found): the route counts it against the caller's address. */
export class BankBillMiss extends ApiError {
  constructor() {
    super(404, 'not-found', 'No bank-bill payment is pending for this number');
  }
}

/**
 * A signed-in customer's reference is theirs alone; a visitor's is found by its number from the
 * browser that placed the order (a number is no secret: anyone may know it).
 */
const mayUse = mayReadOrder;

/** The pending reference of a number (overdue ones closed first), for this caller. */
export async function pendingBankBill(
  db: Database,
  rules: CheckoutRules,
  mdn: string,
  accountId: string | null,
  browserId: string | null,
): Promise<BankBillConsultation> {
  await db.transaction((tx) => expireOverdueBankBills(tx, rules, { mdn }));
  const row = await new BankBillsRepository(db).pendingOfMdn(mdn);
  if (!row || !mayUse(row, accountId, browserId)) throw new BankBillMiss();
  return bankBillView(row.bill, row.createdAt);
}

/** Cancels a pending reference of this caller (irreversible): its order is cancelled, its cart reopens. */
export async function cancelBankBill(
  db: Database,
  rules: CheckoutRules,
  { mdn, refNumber }: BankBillCancelRequest,
  accountId: string | null,
  browserId: string | null,
): Promise<BankBillCancelResponse> {
  const reference = refNumber.toUpperCase();
  return db.transaction(async (tx) => {
    await expireOverdueBankBills(tx, rules, { mdn });
    const row = await new BankBillsRepository(tx).lockPending(reference, mdn);
    if (!row || !mayUse(row.order, accountId, browserId)) throw new BankBillMiss();
    const closed = await closeBankBill(tx, rules, row.bill, 'cancelled');
    return { ...bankBillView(closed, row.order.createdAt), cartId: row.order.cartId };
  });
}
