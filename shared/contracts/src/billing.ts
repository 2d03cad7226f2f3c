/**
 * Shapes of the billing service (`/api/v1/ms-billing/invoices/...`): invoices of postpaid,
 * cameleon, fixed and business lines, their search by a visitor (private: a phone number and a
 * code sent to that line; business: billing account and payment code), the signed-in history and
 * the cart that pays several of them in one order. Amounts in MAD, tax included (TTC).
 */
import type { LocalizedText } from './catalog';
import { ORDER_ID_PATTERN } from './patterns';
import { Type, type Static } from './schema-kit';

const Text = (maxLength: number) => Type.String({ maxLength });
/** Most invoices one payment settles. */
export const MAX_INVOICES_PER_PAYMENT = 24;

export type InvoiceStatus = 'unpaid' | 'paid';

/** A line of an invoice's detail: the plan, an option, use beyond the plan, the tax it includes. */
export const InvoiceDetailLine = Type.Object({
  kind: Type.Unsafe<'plan' | 'option' | 'usage' | 'tax'>(Type.String()),
  label: Type.Unsafe<LocalizedText>(Type.Object({ fr: Type.String(), ar: Type.String(), en: Type.String() }, { required: [] })),
  /** MAD TTC; for `tax`, the VAT included in the total. */
  amount: Type.Number(),
});
export interface InvoiceDetailLine extends Static<typeof InvoiceDetailLine> {
  label: LocalizedText;
}

export const Invoice = Type.Object({
  /** The bill number printed on the invoice; what the order's custom_options hold. */
  billNo: Type.String(),
  /** The line billed, national form. */
  mdn: Type.String(),
  /** Month billed, `YYYY-MM`. */
  period: Type.String(),
  issuedAt: Type.String(),
  dueAt: Type.String(),
  /** Total MAD TTC. */
  amount: Type.Number(),
  status: Type.Unsafe<InvoiceStatus>(Type.String()),
  /** Unpaid after its due date. */
  overdue: Type.Boolean(),
  /** The order (refNumber) that paid it, once paid. */
  paidBy: Type.Optional(Type.String()),
  paidAt: Type.Optional(Type.String()),
  /** Only for the line's signed-in customer: the detail of the bill. */
  details: Type.Optional(Type.Array(InvoiceDetailLine)),
});
export interface Invoice extends Static<typeof Invoice> {
  status: InvoiceStatus;
  details?: InvoiceDetailLine[];
}

/** The line as typed in the path (any form; the API reads it as a national number). */
export const InvoiceLineParams = Type.Object({ mdn: Text(30) });
export type InvoiceLineParams = Static<typeof InvoiceLineParams>;

/** The header a visitor's proof of holding the line travels in (from /ms-iam/v1/otp/verify). */
export const INVOICE_OTP_TOKEN_HEADER = 'x-otp-token';
export const InvoiceSearchHeaders = Type.Object({ [INVOICE_OTP_TOKEN_HEADER]: Type.Optional(Text(2048)) });

/**
 * GET /api/v1/ms-billing/invoices/b2c/search/{mdn}. Without a proof that the visitor holds the
 * line (`x-otp-token`, from /ms-iam/v1/otp/verify with purpose `invoice-payment`), it says only
 * that a code is needed; with it, the invoices to pay (no name, no detail of use).
 */
export const InvoiceSearchResponse = Type.Object({ mdn: Type.String(), otpRequired: Type.Boolean(), invoices: Type.Array(Invoice) });
export interface InvoiceSearchResponse extends Static<typeof InvoiceSearchResponse> {
  invoices: Invoice[];
}

/** POST /api/v1/ms-billing/invoices/b2b/search */
export const BusinessInvoiceSearchRequest = Type.Object({ billingAccount: Text(40), paymentCode: Text(40) }, { additionalProperties: false });
export interface BusinessInvoiceSearchRequest extends Static<typeof BusinessInvoiceSearchRequest> {}

export const BusinessInvoiceSearchResponse = Type.Object({ billingAccount: Type.String(), invoices: Type.Array(Invoice) });
export interface BusinessInvoiceSearchResponse extends Static<typeof BusinessInvoiceSearchResponse> {
  invoices: Invoice[];
}

export type InvoiceSort = 'desc' | 'asc';

/** GET /api/v1/ms-billing/invoices/b2c/history/{mdn}?sort=desc|asc (bearer and the line's segmentation token). */
export const InvoiceHistoryQuery = Type.Object({ sort: Type.Optional(Type.Unsafe<InvoiceSort>({ type: 'string', enum: ['desc', 'asc'] })) });
export type InvoiceHistoryQuery = Static<typeof InvoiceHistoryQuery>;

export const InvoiceHistoryResponse = Type.Object({
  mdn: Type.String(),
  sort: Type.Unsafe<InvoiceSort>(Type.String()),
  /** Every invoice of the line, paid and unpaid, with its detail. */
  invoices: Type.Array(Invoice),
});
export interface InvoiceHistoryResponse extends Static<typeof InvoiceHistoryResponse> {
  sort: InvoiceSort;
  invoices: Invoice[];
}

/** GET /api/v1/ms-billing/invoices/b2c/history/{mdn}/{billNo}/pdf */
export const InvoicePdfParams = Type.Object({ mdn: Text(30), billNo: Text(40) });
export type InvoicePdfParams = Static<typeof InvoicePdfParams>;

/**
 * POST /api/v1/ms-billing/invoices/cart: a cart (kind `invoice`) holding the chosen invoices, to
 * pay in one order with the shop's payment routes (`/api/v1/ms-ecom/cart/{cartId}/payment/cb|app|eb`).
 * Exactly one way to prove the invoices are the caller's: `otpToken` with `mdn` (visitor, private),
 * `billingAccount` with `paymentCode` (visitor, business), or the bearer and the line's segmentation
 * token (signed in).
 */
export const InvoiceCartRequest = Type.Object(
  {
    billNos: Type.Array(Text(40), { minItems: 1, maxItems: MAX_INVOICES_PER_PAYMENT, uniqueItems: true }),
    mdn: Type.Optional(Text(30)),
    otpToken: Type.Optional(Text(2048)),
    billingAccount: Type.Optional(Text(40)),
    paymentCode: Type.Optional(Text(40)),
  },
  { additionalProperties: false },
);
export interface InvoiceCartRequest extends Static<typeof InvoiceCartRequest> {}

export const InvoiceCartResponse = Type.Object({
  cartId: Type.String(),
  /** MAD TTC. */
  total: Type.Number(),
  invoices: Type.Array(Invoice),
});
export interface InvoiceCartResponse extends Static<typeof InvoiceCartResponse> {
  invoices: Invoice[];
}

/**
 * Who may pay invoices, as the invoice cart takes it (without its bill numbers): `otpToken` with
 * `mdn` (a visitor, private), `billingAccount` with `paymentCode` (a visitor, business), or none
 * and the bearer with the line's segmentation token (signed in). Whoever may pay an invoice may see
 * and cancel the bank bill pending on it, nobody else (docs/security.md, property 5).
 */
const InvoiceProofFields = {
  mdn: Type.Optional(Text(30)),
  otpToken: Type.Optional(Text(2048)),
  billingAccount: Type.Optional(Text(40)),
  paymentCode: Type.Optional(Text(40)),
};

/** POST /api/v1/ms-billing/invoices/bank-bills (the answer: InvoiceBankBillsResponse of @atlas/contracts/shop). */
export const InvoiceProofRequest = Type.Object(InvoiceProofFields, { additionalProperties: false });
export interface InvoiceProofRequest extends Static<typeof InvoiceProofRequest> {}

/**
 * POST /api/v1/ms-billing/invoices/bank-bills/cancel: cancels for good a bank bill pending on the
 * caller's invoices (they can be paid another way at once); the cancelled reference is answered
 * (BankBillPayment). A reference that is not pending, or holds an invoice the caller may not pay,
 * is 404 not-found.
 */
export const InvoiceBankBillCancelRequest = Type.Object(
  { ...InvoiceProofFields, refNumber: Type.String({ pattern: ORDER_ID_PATTERN.source }) },
  { additionalProperties: false },
);
export interface InvoiceBankBillCancelRequest extends Static<typeof InvoiceBankBillCancelRequest> {}

/** Methods an invoice cart can be paid with. */
export const INVOICE_PAYMENT_METHODS = ['cartebancaire', 'applicationbancaire', 'fatourati'] as const;

/** The option of an invoice cart item (and of its order line, `custom_options`) holding the bill number. */
export const INVOICE_OPTION = 'invoiceId';

export const BILLING_ERROR_CODES = {
  /** An invoice chosen is already paid. */
  invoiceAlreadyPaid: 'billing-001',
  /** An invoice chosen is not the line's or the account's (or does not exist). */
  invoiceNotYours: 'billing-002',
  /** No business account has this billing account and payment code. */
  businessAccountUnknown: 'billing-003',
  /** The line must be confirmed with a code sent to it first (or the confirmation has expired). */
  otpRequired: 'billing-004',
  /** An invoice chosen is in a payment under way (a pending bank-bill reference). */
  invoicePending: 'billing-005',
  /** Too many wrong billing account / payment code pairs from this address: wait. */
  searchLocked: 'billing-006',
  /** No invoice to pay (the spec's "No invoice found"). */
  noInvoice: 'billing-007',
} as const;
