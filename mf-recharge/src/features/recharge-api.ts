import { api, atlasApi } from '@atlas/runtime';
import type { RechargeFavorite, RechargePaymentAnswer, RechargePaymentRequest, RechargeProductsResponse } from '@atlas/contracts/recharge';
import type { BankBillCancelResponse, BankBillPayment, CaptchaAnswer, Cart, GatewayRedirect, PaymentMethodsResponse } from '@atlas/contracts/shop';
import { storeRechargeCart, type StoredRechargeCart } from './recharge-storage';

const PAYMENT = '/api/v1/ms-payment';
const ECOM = '/api/v1/ms-ecom';
const once = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

/** The products this line may buy (payment-014 malformed, payment-019 not eligible). */
export const rechargeApi = atlasApi.enhanceEndpoints({ addTagTypes: ['RechargePaymentMethods'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Recharge products of a line, kept a day of non-use like the catalogue's queries (spec §7). */
    rechargeProducts: build.query<RechargeProductsResponse, string>({
      query: (mdn) => ({ url: `/api/v1/ms-catalog/recharge/${encodeURIComponent(mdn)}`, params: { gzip_controle: true } }),
      keepUnusedDataFor: 86_400,
    }),
    /** The customer's favourites (numbers recharged often) for a line of theirs. */
    rechargeFavorites: build.query<RechargeFavorite[], string>({
      query: (mdn) => ({ url: `${PAYMENT}/recharge/favorite/${encodeURIComponent(mdn)}` }),
      keepUnusedDataFor: 0,
    }),
    /** The methods the cart can be paid with: read again whenever the cart changes. */
    rechargePaymentMethods: build.query<PaymentMethodsResponse, { cartId: string; mdn: string }>({
      query: ({ cartId, mdn }) => ({ url: `${PAYMENT}/cart/${encodeURIComponent(cartId)}/payment-methods`, params: { mdn } }),
      keepUnusedDataFor: 0,
      providesTags: ['RechargePaymentMethods'],
    }),
    /**
     * The recharge cart kept locally, as the server has it now (`cart/pull`): still open, it is
     * kept again (with its items) and the payment methods read again; paid or dropped, null.
     */
    rechargeCart: build.query<StoredRechargeCart | null, { cartId: string; mdn: string }>({
      query: ({ cartId }) => ({ url: `${PAYMENT}/cart/pull`, params: { cartId } }),
      transformResponse: (cart: Cart, _meta, { mdn }) => (cart.status === 'open' ? toStoredCart(cart, mdn) : null),
      keepUnusedDataFor: 0,
      async onQueryStarted(_key, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        storeRechargeCart(data);
        dispatch(rechargeCartChanged());
      },
    }),
  }),
});

export const { useRechargeProductsQuery, useRechargeFavoritesQuery, useRechargePaymentMethodsQuery, useRechargeCartQuery } = rechargeApi;

/** What a change of the recharge cart makes stale. */
export const rechargeCartChanged = () => rechargeApi.util.invalidateTags(['RechargePaymentMethods']);

/** A cart of the server as it is kept locally, for the number it recharges. */
export const toStoredCart = (cart: Cart, mdn: string): StoredRechargeCart => ({ cartId: cart.cartId, mdn, items: cart.items });

export const createRechargeCart = () => api.post<Cart>(`${PAYMENT}/cart/create`, { kind: 'recharge' });
export const addRechargeItem = (cartId: string, productType: 'recharge' | 'pass', productId: string, mdn: string) =>
  api.post<Cart>(`${PAYMENT}/cart/add`, { cartId, productType, productId, quantity: 1, options: { mdn } });
export const removeRechargeItem = (cartId: string, itemId: string) => api.post<Cart>(`${PAYMENT}/cart/remove`, { cartId, itemId });

/** Card: a session at the gateway sandbox; the same key answers the same session. */
export const startCardPayment = (cartId: string, body: { contact?: { email: string }; returnUrl: string }, key: string) =>
  api.post<GatewayRedirect>(`${ECOM}/cart/${encodeURIComponent(cartId)}/payment/cb`, body, once(key));

/** Fatourati: a bank-bill reference for the recharged number (a visitor sends the captcha's answer; signed-in customers none). */
export const requestBankBill = (cartId: string, body: { contact?: { email: string }; captcha?: CaptchaAnswer }, key: string) =>
  api.post<BankBillPayment>(`${ECOM}/cart/${encodeURIComponent(cartId)}/payment/eb`, body, once(key));

const ROUTE_OF = { scratchcard: 'scratchcard', solderecharge: 'solderecharge', facture: 'invoice', etoile9: 'etoile9' } as const;
export type DirectMethod = keyof typeof ROUTE_OF;

/** Methods paid at once (scratch card, balance, invoice, *9): the answer carries the refNumber. */
export const payDirectly = (method: DirectMethod, body: RechargePaymentRequest, key: string) =>
  api.post<RechargePaymentAnswer>(`${PAYMENT}/recharge/${ROUTE_OF[method]}`, body, once(key));

/** Cancels the bank bill this browser (or signed-in customer) placed for a recharge: irreversible. */
export const cancelRechargeBankBill = (mdn: string, refNumber: string) => api.post<BankBillCancelResponse>(`${ECOM}/payment/eb/cancel`, { mdn, refNumber });
