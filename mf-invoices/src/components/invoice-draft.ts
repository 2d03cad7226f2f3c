import { sessionStore } from '@atlas/runtime';
import type { BankBillPayment } from '@atlas/contracts/shop';
import type { Invoice } from '@atlas/contracts/billing';

/**
 * Where the visitor is in paying invoices, kept for the tab (sessionStorage): the line and its
 * proof (valid 15 minutes) or the business account, and the invoices chosen. The payment code of a
 * business account is kept in memory only: a reload asks for it again.
 */
export interface InvoiceDraft {
  mode: 'private' | 'business';
  mdn?: string;
  otpToken?: string;
  billingAccount?: string;
  /** The chosen invoices, as listed when chosen. */
  selected?: Invoice[];
  /** The last bank-bill reference obtained, for its page. */
  bankBill?: BankBillPayment;
}

const KEY = 'invoicesDraft';
let paymentCode: string | null = null;

export const readDraft = (): InvoiceDraft | null => sessionStore.getJson<InvoiceDraft>(KEY);
export function writeDraft(draft: InvoiceDraft): void {
  sessionStore.setJson(KEY, draft);
}
export const updateDraft = (change: Partial<InvoiceDraft>) => writeDraft({ ...(readDraft() ?? { mode: 'private' }), ...change });
export const forgetDraft = () => {
  sessionStore.remove(KEY);
  paymentCode = null;
};

export const rememberPaymentCode = (code: string | null) => {
  paymentCode = code;
};
export const rememberedPaymentCode = () => paymentCode;

/** The signed-in customer's choice between mes-factures and its payment page. */
const SELFCARE_KEY = 'invoicesSelfcareSelection';
export const readSelfcareSelection = (): { mdn: string; selected: Invoice[]; bankBill?: BankBillPayment } | null => sessionStore.getJson(SELFCARE_KEY);
export const writeSelfcareSelection = (value: { mdn: string; selected: Invoice[]; bankBill?: BankBillPayment }) => sessionStore.setJson(SELFCARE_KEY, value);
