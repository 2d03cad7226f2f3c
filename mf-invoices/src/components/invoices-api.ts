import { api, atlasApi } from '@atlas/runtime';
import type {
  BusinessInvoiceSearchResponse,
  InvoiceCartRequest,
  InvoiceCartResponse,
  InvoiceHistoryResponse,
  InvoiceSearchResponse,
  InvoiceSort,
  Invoice,
} from '@atlas/contracts/billing';
import type {
  BankBillCancelResponse,
  BankBillConsultation,
  BankBillPayment,
  GatewayRedirect,
  InvoiceBankBill,
  InvoiceBankBillsResponse,
  Order,
  PendingBankBillsResponse,
} from '@atlas/contracts/shop';
import type { OtpSendResponse, OtpVerifyResponse } from '@atlas/contracts';

const BILLING = '/api/v1/ms-billing/invoices';
const ECOM = '/api/v1/ms-ecom';

/** What gives a visitor access to invoices: the line's OTP proof (private) or the account's payment code (business). */
export type InvoiceProof = { mode: 'private'; mdn: string; otpToken: string } | { mode: 'business'; billingAccount: string; paymentCode: string };

/** The holder of a line: a visitor with its proof (the code sent to it), or the signed-in customer (no token). */
export interface LineHolder {
  mdn: string;
  otpToken?: string;
}
/** A visitor's proof as the billing routes take it in their body. */
const proofFields = (proof: InvoiceProof) =>
  proof.mode === 'business' ? { billingAccount: proof.billingAccount, paymentCode: proof.paymentCode } : { mdn: proof.mdn, otpToken: proof.otpToken };

const asHolder = (otpToken: string | undefined) => (otpToken ? { anonymous: true, headers: { 'x-otp-token': otpToken } } : { authorized: true });

/**
 * The invoices' reads. Invoices change as they are paid, so none is kept once its page leaves it
 * (`keepUnusedDataFor: 0`), and each page reads them again when it opens.
 */
const invoicesApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    /** The invoices a visitor's proof gives access to (anonymous: no authorization header). */
    invoicesToPay: build.query<Invoice[], InvoiceProof>({
      query: (proof) =>
        proof.mode === 'business'
          ? { url: `${BILLING}/b2b/search`, method: 'POST', data: { billingAccount: proof.billingAccount, paymentCode: proof.paymentCode }, anonymous: true }
          : { url: `${BILLING}/b2c/search/${encodeURIComponent(proof.mdn)}`, anonymous: true, headers: { 'x-otp-token': proof.otpToken } },
      transformResponse: (answer: InvoiceSearchResponse | BusinessInvoiceSearchResponse) => answer.invoices,
      keepUnusedDataFor: 0,
    }),
    /**
     * The bank bills pending on the invoices a visitor's proof gives access to (each with the bill
     * numbers it holds): those invoices wait for it, and may be paid another way only once it is
     * cancelled. Only a bill every invoice of which the proof gives access to is answered.
     */
    invoiceBankBills: build.query<InvoiceBankBill[], InvoiceProof>({
      query: (proof) => ({ url: `${BILLING}/bank-bills`, method: 'POST', data: proofFields(proof), anonymous: true }),
      transformResponse: (answer: InvoiceBankBillsResponse) => answer.bills,
      keepUnusedDataFor: 0,
    }),
    /** The signed-in customer's line history (bearer and the line's segmentation token, added by the client). */
    lineHistory: build.query<InvoiceHistoryResponse, { mdn: string; sort: InvoiceSort }>({
      query: ({ mdn, sort }) => ({ url: `${BILLING}/b2c/history/${encodeURIComponent(mdn)}`, params: { sort }, authorized: true }),
      keepUnusedDataFor: 0,
    }),
    /** The order that paid invoices, by its reference. */
    invoiceOrder: build.query<Order, string>({
      query: (refNumber) => ({ url: `${BILLING}/order`, params: { refNumber } }),
      keepUnusedDataFor: 0,
    }),
    /** The bank-bill reference pending for a line, if any. */
    pendingBankBill: build.query<BankBillConsultation, string>({
      query: (mdn) => ({ url: `${ECOM}/payment/eb/consultation`, params: { mdn } }),
      keepUnusedDataFor: 0,
    }),
    /**
     * Every bank bill pending on the holder's number, theirs and strangers': a visitor with the
     * line's proof (anonymous, x-otp-token), else the signed-in holder (bearer).
     */
    pendingBankBills: build.query<PendingBankBillsResponse, LineHolder>({
      query: ({ mdn, otpToken }) => ({ url: `${ECOM}/payment/eb/pending`, params: { mdn }, ...asHolder(otpToken) }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useInvoicesToPayQuery, useInvoiceBankBillsQuery, useLineHistoryQuery, useInvoiceOrderQuery, usePendingBankBillQuery, usePendingBankBillsQuery } =
  invoicesApi;

/** Cancels a bank bill pending on the holder's number (irreversible: it can no longer be paid). */
export const cancelPendingBankBill = ({ mdn, otpToken }: LineHolder, refNumber: string) =>
  api.post<BankBillCancelResponse>(`${ECOM}/payment/eb/cancel`, { mdn, refNumber }, asHolder(otpToken));

/** Cancels for good a bank bill pending on invoices the visitor's proof gives access to. */
export const cancelInvoiceBankBill = (proof: InvoiceProof, refNumber: string) =>
  api.post<BankBillPayment>(`${BILLING}/bank-bills/cancel`, { ...proofFields(proof), refNumber }, { anonymous: true });

/**
 * Cancels a bank bill the caller placed (irreversible), as whoever they are: the browser that made
 * it, or the signed-in customer (bearer when there is a session). Anyone else is refused.
 */
export const cancelOwnBankBill = (mdn: string, refNumber: string) => api.post<BankBillCancelResponse>(`${ECOM}/payment/eb/cancel`, { mdn, refNumber });

/** The private search, anonymous (no authorization header): with the line's proof, the invoices to pay. */
export const searchLineInvoices = (mdn: string, otpToken?: string) =>
  api.get<InvoiceSearchResponse>(`${BILLING}/b2c/search/${encodeURIComponent(mdn)}`, { anonymous: true, headers: otpToken ? { 'x-otp-token': otpToken } : {} });

export const searchAccountInvoices = (billingAccount: string, paymentCode: string) =>
  api.post<BusinessInvoiceSearchResponse>(`${BILLING}/b2b/search`, { billingAccount, paymentCode }, { anonymous: true });

export const invoicePdf = (mdn: string, billNo: string) =>
  api.get<Blob>(`${BILLING}/b2c/history/${encodeURIComponent(mdn)}/${encodeURIComponent(billNo)}/pdf`, { responseType: 'blob', authorized: true });

/** A cart of the chosen invoices: a visitor's (anonymous, with its proof) or the signed-in customer's. */
export const createInvoiceCart = (request: InvoiceCartRequest, signedIn: boolean) =>
  api.post<InvoiceCartResponse>(`${BILLING}/cart`, request, signedIn ? { authorized: true } : { anonymous: true });

const once = (idempotencyKey: string, signedIn: boolean) => ({ headers: { 'Idempotency-Key': idempotencyKey }, ...(signedIn ? {} : { anonymous: true }) });
const cartPayment = (cartId: string, route: string) => `${ECOM}/cart/${encodeURIComponent(cartId)}/payment/${route}`;

export type InvoiceMethod = 'cartebancaire' | 'applicationbancaire' | 'fatourati';

/** The shop's payment routes, under one Idempotency-Key per attempt. */
export function payInvoiceCart(
  cartId: string,
  method: InvoiceMethod,
  returnUrl: string,
  key: string,
  signedIn: boolean,
): Promise<GatewayRedirect | BankBillPayment> {
  if (method === 'fatourati') return api.post<BankBillPayment>(cartPayment(cartId, 'eb'), {}, once(key, signedIn));
  return api.post<GatewayRedirect>(cartPayment(cartId, method === 'cartebancaire' ? 'cb' : 'app'), { returnUrl }, once(key, signedIn));
}

export const sendOtp = (mdn: string) => api.post<OtpSendResponse>('/api/ms-iam/v1/otp/send', { mdn, purpose: 'invoice-payment' }, { anonymous: true });
export const verifyOtp = (mdn: string, code: string) =>
  api.post<OtpVerifyResponse>('/api/ms-iam/v1/otp/verify', { mdn, purpose: 'invoice-payment', code }, { anonymous: true });

/** Leaves the site for the gateway's hosted payment page (its own function, so tests can stand in for it). */
export const redirect = { to: (url: string) => window.location.assign(url) };
