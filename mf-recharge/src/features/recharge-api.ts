import { api } from '@atlas/runtime';
import type { RechargeFavorite, RechargePaymentAnswer, RechargePaymentRequest, RechargeProductsResponse } from '@atlas/contracts/recharge';
import type { BankBillPayment, Cart, GatewayRedirect, PaymentMethodsResponse } from '@atlas/contracts/shop';

const PAYMENT = '/api/v1/ms-payment';
const ECOM = '/api/v1/ms-ecom';
const once = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

/** The products this line may buy (payment-014 malformed, payment-019 not eligible). */
export const loadRechargeProducts = (mdn: string) => api.get<RechargeProductsResponse>(`/api/v1/ms-catalog/recharge/${encodeURIComponent(mdn)}`, { params: { gzip_controle: true } });

export const createRechargeCart = () => api.post<Cart>(`${PAYMENT}/cart/create`, { kind: 'recharge' });
export const pullCart = (cartId: string) => api.get<Cart>(`${PAYMENT}/cart/pull`, { params: { cartId } });
export const addRechargeItem = (cartId: string, productType: 'recharge' | 'pass', productId: string, mdn: string) =>
  api.post<Cart>(`${PAYMENT}/cart/add`, { cartId, productType, productId, quantity: 1, options: { mdn } });
export const removeRechargeItem = (cartId: string, itemId: string) => api.post<Cart>(`${PAYMENT}/cart/remove`, { cartId, itemId });

export const loadPaymentMethods = (cartId: string, mdn: string) =>
  api.get<PaymentMethodsResponse>(`${PAYMENT}/cart/${encodeURIComponent(cartId)}/payment-methods`, { params: { mdn } });

/** Card: a session at the gateway sandbox; the same key answers the same session. */
export const startCardPayment = (cartId: string, body: { contact?: { email: string }; returnUrl: string }, key: string) =>
  api.post<GatewayRedirect>(`${ECOM}/cart/${encodeURIComponent(cartId)}/payment/cb`, body, once(key));

/** Fatourati: a bank-bill reference for the recharged number (signed-in customers: no captcha). */
export const requestBankBill = (cartId: string, body: { contact?: { email: string } }, key: string) =>
  api.post<BankBillPayment>(`${ECOM}/cart/${encodeURIComponent(cartId)}/payment/eb`, body, once(key));

const ROUTE_OF = { scratchcard: 'scratchcard', solderecharge: 'solderecharge', facture: 'invoice', etoile9: 'etoile9' } as const;
export type DirectMethod = keyof typeof ROUTE_OF;

/** Methods paid at once (scratch card, balance, invoice, *9): the answer carries the refNumber. */
export const payDirectly = (method: DirectMethod, body: RechargePaymentRequest, key: string) => api.post<RechargePaymentAnswer>(`${PAYMENT}/recharge/${ROUTE_OF[method]}`, body, once(key));

export const loadFavorites = (mdn: string) => api.get<RechargeFavorite[]>(`${PAYMENT}/recharge/favorite/${encodeURIComponent(mdn)}`);
