import {
  SHOP_ERROR_CODES,
  type BankBillPayment,
  type BankBillCancelRequest,
  type BankBillCancelResponse,
  type BankBillConsultation,
  type PendingBankBillsResponse,
} from '@atlas/contracts/shop';
import type { CartProductType } from '@atlas/contracts/catalog';
import { ApiError } from '../../errors';
import { bankBillPayer, HOLDER_PAYER, isHolderOf, type BankBillCaller } from '../ms-payment/public';
import { bankBillView, closeBankBill, expireOverdueBankBills, type BankBillRow, type CheckoutRules } from './bank-bills';
import { BankBillsRepository } from './bank-bills.repository';
import { mayReadOrder, type OrderRow } from './orders';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';

/** No pending reference this caller may use (not-found): the route counts it against the caller's address. */
export class BankBillMiss extends ApiError {
  constructor() {
    super(404, 'not-found', 'No bank-bill payment is pending for this number');
  }
}

/** The bills of a number are its holder's to see: anyone else is told so, whether there are any or not. */
export class NotTheHolder extends ApiError {
  constructor() {
    super(403, SHOP_ERROR_CODES.bankBillsHolderOnly, 'Only the holder of the number (signed in, or proving it by a code sent to it) sees its bank bills');
  }
}

/** Who asks for a number's bills: the signed-in account, the browser, the line proved by a code. */
export type BankBillAsker = Omit<BankBillCaller, 'cartMadeForHolder'>;

type PendingRow = { bill: BankBillRow; order: Pick<OrderRow, 'accountId' | 'browserId'> };

/**
 * Whether the caller placed this bill: a signed-in customer's is theirs alone, a visitor's is the
 * browser's that placed the order (a number is no secret: anyone may know it), and a bill placed
 * by the line's holder (proved) is the holder's, however they prove it now.
 */
const placedBy = (row: PendingRow, caller: BankBillAsker, holder: boolean): boolean =>
  mayReadOrder(row.order, caller.accountId, caller.browserId) || (holder && row.bill.payer === HOLDER_PAYER);

/**
 * The caller's own pending reference of a number (overdue ones closed first): the one of the
 * caller's payer key first (the one that answers ecom-067 to a second), else another they placed.
 * A stranger's bill on the number is not theirs to consult here (the holder lists them all).
 */
export async function pendingBankBill(work: UnitOfWork, rules: CheckoutRules, mdn: string, caller: BankBillAsker): Promise<BankBillConsultation> {
  await inTransaction(work, (tx) => expireOverdueBankBills(tx, rules, { mdn }));
  const holder = await isHolderOf(work, mdn, caller);
  const payer = await bankBillPayer(work, mdn, caller);
  const rows = await new BankBillsRepository(work).pendingOfMdn(mdn);
  const row = rows.find((candidate) => payer !== null && candidate.bill.payer === payer) ?? rows.find((candidate) => placedBy(candidate, caller, holder));
  if (!row) throw new BankBillMiss();
  return bankBillView(row.bill, row.order.createdAt);
}

/** Every reference pending on a number (overdue ones closed first), newest first: for its holder only. */
export async function pendingBankBills(work: UnitOfWork, rules: CheckoutRules, mdn: string, caller: BankBillAsker): Promise<PendingBankBillsResponse> {
  if (!(await isHolderOf(work, mdn, caller))) throw new NotTheHolder();
  await inTransaction(work, (tx) => expireOverdueBankBills(tx, rules, { mdn }));
  const rows = await new BankBillsRepository(work).pendingOfMdn(mdn);
  return {
    mdn,
    bills: rows.map((row) => ({ ...bankBillView(row.bill, row.order.createdAt), kind: row.order.kind, placedByCaller: placedBy(row, caller, true) })),
  };
}

/**
 * Cancels a pending reference (irreversible): its order is cancelled, its cart reopens or closes
 * by its kind's rule (closeBankBill). The caller's own, or — for the number's holder — any bill
 * pending on it; the cart to go on with is given only to the one who placed it.
 */
export async function cancelBankBill(
  work: UnitOfWork,
  rules: CheckoutRules,
  { mdn, refNumber }: BankBillCancelRequest,
  caller: BankBillAsker,
): Promise<BankBillCancelResponse> {
  const reference = refNumber.toUpperCase();
  return inTransaction(work, async (tx) => {
    await expireOverdueBankBills(tx, rules, { mdn });
    const row = await new BankBillsRepository(tx).lockPending(reference, mdn);
    const holder = await isHolderOf(tx, mdn, caller);
    const theirs = row !== undefined && placedBy(row, caller, holder);
    if (!row || !(theirs || holder)) throw new BankBillMiss();
    const closed = await closeBankBill(tx, rules, row.bill, 'cancelled');
    return { ...bankBillView(closed, row.order.createdAt), ...(theirs ? { cartId: row.order.cartId } : {}) };
  });
}

/**
 * One reference by its order, in whatever state it is now (an overdue one closed first): for the
 * one who placed it or the holder of its number; anyone else is told none exists (BankBillMiss).
 * What a browser reads back of the references it keeps.
 */
export async function bankBillReference(work: UnitOfWork, rules: CheckoutRules, refNumber: string, caller: BankBillAsker): Promise<BankBillPayment> {
  const reference = refNumber.toUpperCase();
  await inTransaction(work, (tx) => expireOverdueBankBills(tx, rules, { refNumber: reference }));
  const row = await new BankBillsRepository(work).byReference(reference);
  // The holder lists every bill on their number (pendingBankBills): they may read each one too.
  if (!row || (!(await isHolderOf(work, row.bill.mdn, caller)) && !placedBy(row, caller, false))) throw new BankBillMiss();
  return bankBillView(row.bill, row.order.createdAt);
}

/** The ids of the products of this type an order's lines hold. */
const productIdsOf = (lines: Array<{ productType: string; productId: string }>, productType: CartProductType) =>
  lines.filter((line) => line.productType === productType).map((line) => line.productId);

/** A pending bill with what it holds of the products asked about. */
export interface HoldingBankBill {
  bill: BankBillPayment;
  /** Every product of the type asked that its order holds (the asked ones and any other). */
  productIds: string[];
}

/**
 * The references pending on orders holding one of these products (an invoice's bill number), oldest
 * first, overdue ones closed first: what holds them from being paid another way. Who may see them
 * is the caller's to decide (the owner of the products: ms-billing for invoices).
 */
export async function pendingBankBillsHolding(
  work: UnitOfWork,
  rules: CheckoutRules,
  productType: CartProductType,
  productIds: string[],
): Promise<HoldingBankBill[]> {
  const repository = new BankBillsRepository(work);
  const rows = await repository.pendingHolding(productType, productIds);
  const now = Date.now();
  const overdue = rows.filter((row) => row.bill.expiresAt.getTime() <= now);
  if (overdue.length > 0) {
    await inTransaction(work, async (tx) => {
      for (const row of overdue) await expireOverdueBankBills(tx, rules, { refNumber: row.bill.refNumber });
    });
  }
  return rows
    .filter((row) => !overdue.includes(row))
    .map((row) => ({ bill: bankBillView(row.bill, row.order.createdAt), productIds: productIdsOf(row.order.lines, productType) }));
}

/**
 * Cancels a pending reference holding products of this type (irreversible: its order is
 * cancelled, its cart reopens or closes by its kind's rule), when `mayCancel` says the caller may
 * pay every one of them; otherwise, or when it is not pending, BankBillMiss (the route counts it).
 */
export async function cancelBankBillHolding(
  work: UnitOfWork,
  rules: CheckoutRules,
  refNumber: string,
  productType: CartProductType,
  mayCancel: (productIds: string[]) => Promise<boolean>,
): Promise<BankBillPayment> {
  const reference = refNumber.toUpperCase();
  // Who may is asked before the transaction (an embedded database has one connection); an
  // order's lines never change, so the answer holds for the row locked below.
  const found = await new BankBillsRepository(work).byReference(reference);
  const held = found?.bill.status === 'pending' ? productIdsOf(found.order.lines, productType) : [];
  if (held.length === 0 || !(await mayCancel(held))) throw new BankBillMiss();
  return inTransaction(work, async (tx) => {
    await expireOverdueBankBills(tx, rules, { refNumber: reference });
    const row = await new BankBillsRepository(tx).lockPendingReference(reference);
    if (!row) throw new BankBillMiss();
    return bankBillView(await closeBankBill(tx, rules, row.bill, 'cancelled'), row.order.createdAt);
  });
}
