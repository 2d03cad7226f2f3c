import { useRef } from 'react';
import { localizePath, toApiError, useAppDispatch, useLanguage, useSiteNavigate } from '@atlas/runtime';
import type { CaptchaAnswer, PaymentMethodId } from '@atlas/contracts/shop';
import type { RechargeProduct } from '@atlas/contracts/recharge';
import { rememberBankBill } from '@atlas/ui-kit';
import { paymentActions } from './payment-slice';
import { payDirectly, requestBankBill, startCardPayment, type DirectMethod } from './recharge-api';
import { clearPaidCart, persistRechargeType, writePaymentData, type RechargePaymentData, type StoredRechargeCart } from './recharge-storage';
import { useResultPaths } from './use-recharge-cart';
import { redirectTo } from './redirect';

/**
 * One attempt = one Idempotency-Key: a doubled click or a retry after a lost answer sends the same
 * key (the server answers the first payment, never a second); a refused attempt, or other content,
 * makes a new one.
 */
function useAttemptKey() {
  const attempt = useRef<{ key: string; signature: string } | null>(null);
  return {
    keyFor(signature: string): string {
      if (attempt.current?.signature !== signature) attempt.current = { key: crypto.randomUUID(), signature };
      return attempt.current.key;
    },
    settle() {
      attempt.current = null;
    },
  };
}

export interface PayInput {
  cart: StoredRechargeCart;
  total: number;
  products: RechargePaymentData['products'];
  method: PaymentMethodId;
  email?: string;
  code?: string;
  /** A visitor's bank-bill reference: the shared captcha's answer. */
  captcha?: CaptchaAnswer;
}

/** Pays a recharge cart with a method: at once (scratch card, balance, invoice, *9, bank bill) or through the gateway (card). Resolves with an error code, or null. */
export function usePay() {
  const dispatch = useAppDispatch();
  const navigate = useSiteNavigate();
  const attempt = useAttemptKey();
  const paths = useResultPaths();
  const language = useLanguage();

  return async function pay({ cart, total, products, method, email, code, captcha }: PayInput): Promise<string | null> {
    const contact = email ? { contact: { email } } : {};
    const key = attempt.keyFor(JSON.stringify({ cartId: cart.cartId, items: cart.items.map((item) => [item.itemId, item.quantity]), method, email, code }));
    const data = (refNumber: string, extra: Partial<RechargePaymentData> = {}): RechargePaymentData => ({
      refNumber,
      cartId: cart.cartId,
      method,
      mdn: cart.mdn,
      total,
      products,
      ...(email ? { contactEmail: email } : {}),
      ...extra,
    });
    dispatch(paymentActions.started({ products, total }));
    const last = cart.items[0];
    try {
      if (method === 'cartebancaire') {
        const session = await startCardPayment(cart.cartId, { ...contact, returnUrl: localizePath(paths.base, language) }, key);
        writePaymentData(data(session.refNumber));
        if (last) persistRechargeType({ productType: last.productType as RechargeProduct['productType'], productId: last.productId, mdn: cart.mdn, method });
        redirectTo(session.redirectUrl);
        return null;
      }
      if (method === 'fatourati') {
        const bill = await requestBankBill(cart.cartId, { ...contact, ...(captcha ? { captcha } : {}) }, key);
        writePaymentData(data(bill.refNumber, { bankBill: bill }));
        rememberBankBill({ refNumber: bill.refNumber, mdn: bill.mdn, madeFor: 'recharge' });
        clearPaidCart(cart.cartId);
        dispatch(paymentActions.settled({ status: 'enregistre', refNumber: bill.refNumber }));
        navigate(`${paths.ok}?refNumber=${encodeURIComponent(bill.refNumber)}`);
        return null;
      }
      const answer = await payDirectly(method as DirectMethod, { cartId: cart.cartId, ...contact, ...(code ? { code } : {}) }, key);
      writePaymentData(data(answer.refNumber, { credited: answer.credited }));
      // Spec §4: a successful recharge payment removes the cart from local storage.
      clearPaidCart(cart.cartId);
      if (last) persistRechargeType({ productType: last.productType as RechargeProduct['productType'], productId: last.productId, mdn: cart.mdn, method });
      dispatch(paymentActions.settled({ status: 'ok', refNumber: answer.refNumber }));
      navigate(`${paths.ok}?refNumber=${encodeURIComponent(answer.refNumber)}`);
      return null;
    } catch (error) {
      const failure = toApiError(error);
      if (failure.status !== 0) attempt.settle();
      dispatch(paymentActions.settled({ status: 'echoue', refNumber: null, error: failure.code }));
      return failure.code;
    }
  };
}
