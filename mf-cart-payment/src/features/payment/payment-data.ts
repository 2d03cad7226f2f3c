import { localStore, STORAGE_KEYS } from '@atlas/runtime';
import type { BankBillPayment, Delivery, PaymentMethodId } from '@atlas/contracts/shop';

/**
 * The spec's `paimentData`: what the result pages need after the gateway sent the browser back
 * (the order, how it is paid, the buyer's number for the bank-bill consultation, what comes next).
 */
export interface PaymentData {
  refNumber: string;
  method: PaymentMethodId;
  /** The buyer's contact number: the bank-bill reference is consulted and cancelled with it. */
  mdn: string;
  delivery: Delivery['mode'];
  /** YYYY-MM-DD the kept number moves, for a portability purchase. */
  portingDate?: string;
  bankBill?: BankBillPayment;
}

export const readPaymentData = (): PaymentData | null => localStore.getJson<PaymentData>(STORAGE_KEYS.paimentData);
export const writePaymentData = (data: PaymentData) => localStore.setJson(STORAGE_KEYS.paimentData, data);
