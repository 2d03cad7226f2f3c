/** Bank-bill references (fatourati): paying a cart, an order's or an invoice's reference at a partner bank. */
import { INVOICE_OTP_TOKEN_HEADER } from '../billing';
import { MDN_PATTERN, ORDER_ID_PATTERN } from '../patterns';
import { type Static, StringEnum, Type } from '../schema-kit';
import { CartKindSchema } from './cart';
import { pattern } from './schema';

export const BANK_BILL_STATUSES = ['pending', 'paid', 'cancelled', 'expired'] as const;
const BankBillStatusSchema = StringEnum(BANK_BILL_STATUSES);

/** POST /api/v1/ms-ecom/cart/{cartId}/payment/eb (Idempotency-Key): a bank-bill (fatourati) reference. */
export const BankBillPayment = Type.Object({
  refNumber: Type.String(),
  orderDate: Type.String(),
  /** Code to give at a partner bank, its app or its counters. */
  paymentCode: Type.String(),
  amount: Type.Number(),
  /** ISO date; the countdown shows days, hours and minutes to it. */
  expiresAt: Type.String(),
  partnerBanks: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), logo: Type.Optional(Type.String()) })),
  status: BankBillStatusSchema,
  mdn: Type.String(),
});
export interface BankBillPayment extends Static<typeof BankBillPayment> {}

/**
 * The bank-bill routes read who asks: the bearer (a signed-in customer; the line's holder when the
 * number is one of the account's lines), the sdata browser id (a visitor's own bills), or a proof
 * that the caller holds the number — the code sent to it, typed back in the invoice payment's
 * private tab (`x-otp-token`, purpose `invoice-payment`).
 */
export const BankBillCallerHeaders = Type.Object({ [INVOICE_OTP_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: 2048 })) });
export interface BankBillCallerHeaders extends Static<typeof BankBillCallerHeaders> {}

/**
 * GET /api/v1/ms-ecom/payment/eb/consultation?mdn: the caller's own pending one (the one that
 * answers ecom-067 to a second), or 404 not-found. A pending bill is one per number and payer: a
 * stranger's bill on the number blocks nobody else.
 */
export const BankBillConsultationQuery = Type.Object({ mdn: pattern(MDN_PATTERN) });
export interface BankBillConsultationQuery extends Static<typeof BankBillConsultationQuery> {}
export const BankBillConsultation = BankBillPayment;
export type BankBillConsultation = BankBillPayment;

/**
 * POST /api/v1/ms-ecom/payment/eb/cancel (irreversible: the order is cancelled, its cart reopens
 * or, for a self-care act, closes). The caller's own bill, or, for the number's holder, any bill
 * pending on it; anything else is 404 not-found.
 */
export const BankBillCancelRequest = Type.Object({ mdn: pattern(MDN_PATTERN), refNumber: pattern(ORDER_ID_PATTERN) }, { additionalProperties: false });
export interface BankBillCancelRequest extends Static<typeof BankBillCancelRequest> {}

/**
 * The cancelled reference, and the cart to continue with another payment method — only for the
 * one who placed it (a holder cancelling a stranger's bill is not handed the stranger's cart).
 */
export const BankBillCancelResponse = Type.Composite([BankBillPayment, Type.Object({ cartId: Type.Optional(Type.String()) })]);
export interface BankBillCancelResponse extends Static<typeof BankBillCancelResponse> {}

/** One bill pending on the holder's number: what it pays (the kind of its cart) and whether the caller placed it. */
export const PendingBankBill = Type.Composite([BankBillPayment, Type.Object({ kind: CartKindSchema, placedByCaller: Type.Boolean() })]);
export interface PendingBankBill extends Static<typeof PendingBankBill> {}

/**
 * GET /api/v1/ms-ecom/payment/eb/pending?mdn: every bank bill pending on the number, newest first,
 * for its holder only (signed in with the number among the account's lines, or `x-otp-token`);
 * anyone else is refused 403 SHOP_ERROR_CODES.bankBillsHolderOnly, whether bills exist or not.
 */
export const PendingBankBillsQuery = BankBillConsultationQuery;
export interface PendingBankBillsQuery extends Static<typeof PendingBankBillsQuery> {}
export const PendingBankBillsResponse = Type.Object({ mdn: Type.String(), bills: Type.Array(PendingBankBill) });
export interface PendingBankBillsResponse extends Static<typeof PendingBankBillsResponse> {}

/**
 * GET /api/v1/ms-ecom/payment/eb/reference?refNumber: one bank-bill reference, in whatever state it
 * is now, for the one who placed it (the browser that made a visitor's, the account that made a
 * signed-in customer's) or the holder of its number; anyone else 404 not-found (counted per
 * address). What a browser reads back of the references it keeps (mf-invoices' `rememberBankBill`).
 */
export const BankBillReferenceQuery = Type.Object({ refNumber: pattern(ORDER_ID_PATTERN) });
export interface BankBillReferenceQuery extends Static<typeof BankBillReferenceQuery> {}

/** A pending bank bill that holds invoices: the bill numbers it pays (its order's invoice lines). */
export const InvoiceBankBill = Type.Composite([BankBillPayment, Type.Object({ billNos: Type.Array(Type.String()) })]);
export interface InvoiceBankBill extends Static<typeof InvoiceBankBill> {}

/**
 * POST /api/v1/ms-billing/invoices/bank-bills: the bank bills pending on invoices the caller may
 * pay (with the proof `InvoiceProofRequest` of @atlas/contracts/billing: a line's code, a business
 * account's payment code, or the signed-in line), oldest first. A bill is shown only when every
 * invoice it holds is the caller's to pay.
 */
export const InvoiceBankBillsResponse = Type.Object({ bills: Type.Array(InvoiceBankBill) });
export interface InvoiceBankBillsResponse extends Static<typeof InvoiceBankBillsResponse> {
  bills: InvoiceBankBill[];
}

/** Partner banks where a fatourati code is paid (app, web banking, counters). */
export const PARTNER_BANKS = [
  { id: 'banque-oasis', name: 'Banque Oasis' },
  { id: 'credit-du-souss', name: 'Crédit du Souss' },
  { id: 'banque-de-l-oriental', name: "Banque de l'Oriental" },
  { id: 'tresor-bank', name: 'Trésor Bank' },
  { id: 'cash-express', name: 'Cash Express' },
] as const;
