/**
 * Shapes of the billing service (`/api/v1/ms-billing/invoices/...`): invoices of postpaid,
 * cameleon, fixed and business lines, their search by a visitor (private: a phone number and a
 * code sent to that line; business: billing account and payment code), the signed-in history and
 * the cart that pays several of them in one order. Amounts in MAD, tax included (TTC).
 */
import type { LocalizedText } from './catalog';

export type InvoiceStatus = 'unpaid' | 'paid';

/** A line of an invoice's detail: the plan, an option, use beyond the plan, the tax it includes. */
export interface InvoiceDetailLine {
  kind: 'plan' | 'option' | 'usage' | 'tax';
  label: LocalizedText;
  /** MAD TTC; for `tax`, the VAT included in the total. */
  amount: number;
}

export interface Invoice {
  /** The bill number printed on the invoice; what the order's custom_options hold. */
  billNo: string;
  /** The line billed, national form. */
  mdn: string;
  /** Month billed, `YYYY-MM`. */
  period: string;
  issuedAt: string;
  dueAt: string;
  /** Total MAD TTC. */
  amount: number;
  status: InvoiceStatus;
  /** Unpaid after its due date. */
  overdue: boolean;
  /** The order (refNumber) that paid it, once paid. */
  paidBy?: string;
  paidAt?: string;
  /** Only for the line's signed-in customer: the detail of the bill. */
  details?: InvoiceDetailLine[];
}

/**
 * GET /api/v1/ms-billing/invoices/b2c/search/{mdn}. Without a proof that the visitor holds the
 * line (`x-otp-token`, from /ms-iam/v1/otp/verify with purpose `invoice-payment`), it says only
 * that a code is needed; with it, the invoices to pay (no name, no detail of use).
 */
export interface InvoiceSearchResponse {
  mdn: string;
  otpRequired: boolean;
  invoices: Invoice[];
}

/** POST /api/v1/ms-billing/invoices/b2b/search */
export interface BusinessInvoiceSearchRequest {
  billingAccount: string;
  paymentCode: string;
}

export interface BusinessInvoiceSearchResponse {
  billingAccount: string;
  invoices: Invoice[];
}

/** GET /api/v1/ms-billing/invoices/b2c/history/{mdn}?sort=desc|asc (bearer and the line's segmentation token). */
export interface InvoiceHistoryResponse {
  mdn: string;
  sort: InvoiceSort;
  /** Every invoice of the line, paid and unpaid, with its detail. */
  invoices: Invoice[];
}

export type InvoiceSort = 'desc' | 'asc';

/**
 * POST /api/v1/ms-billing/invoices/cart: a cart (kind `invoice`) holding the chosen invoices, to
 * pay in one order with the shop's payment routes (`/api/v1/ms-ecom/cart/{cartId}/payment/cb|app|eb`).
 * Exactly one way to prove the invoices are the caller's: `otpToken` with `mdn` (visitor, private),
 * `billingAccount` with `paymentCode` (visitor, business), or the bearer and the line's segmentation
 * token (signed in).
 */
export interface InvoiceCartRequest {
  billNos: string[];
  mdn?: string;
  otpToken?: string;
  billingAccount?: string;
  paymentCode?: string;
}

export interface InvoiceCartResponse {
  cartId: string;
  /** MAD TTC. */
  total: number;
  invoices: Invoice[];
}

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
