import { api, atlasApi } from '@atlas/runtime';
import type {
  BankBillCancelRequest,
  BankBillCancelResponse,
  BankBillConsultation,
  BankBillPayment,
  CheckoutRequest,
  GatewayRedirect,
  Order,
  OrderTracking,
  OrderTrackingSearch,
  PaymentMethodsResponse,
  RegisteredOrder,
} from '@atlas/contracts/shop';

const PAYMENT = '/api/v1/ms-payment';
const ECOM = '/api/v1/ms-ecom';

/** The spec: the payment-methods call needs a cartId; the buyer's number tells whether a bank-bill reference is pending (ecom-067). */
const paymentApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    /** The methods a cart can be paid with: read each time the payment step opens (the cart may have changed). */
    paymentMethods: build.query<PaymentMethodsResponse, { cartId: string; mdn?: string }>({
      query: ({ cartId, mdn }) => ({ url: `${PAYMENT}/cart/${encodeURIComponent(cartId)}/payment-methods`, params: mdn ? { mdn } : {} }),
      keepUnusedDataFor: 0,
    }),
    /** The order behind a result page (`order/pull?refNumber`): its payment may be confirmed any moment. */
    order: build.query<Order, string>({
      query: (refNumber) => ({ url: `${PAYMENT}/order/pull`, params: { refNumber } }),
      keepUnusedDataFor: 0,
    }),
    /** The bank-bill payment pending for a number (ecom-067), if any. */
    pendingBankBill: build.query<BankBillConsultation, string>({
      query: (mdn) => ({ url: `${ECOM}/payment/eb/consultation`, params: { mdn } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePaymentMethodsQuery, useOrderQuery, usePendingBankBillQuery } = paymentApi;

const once = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });
const cartPayment = (cartId: string, route: string) => `${ECOM}/cart/${encodeURIComponent(cartId)}/payment/${route}`;

/** Card or bank app: a payment session at the gateway; the same key answers the same session, never a second charge. */
export const startCardPayment = (cartId: string, request: CheckoutRequest, idempotencyKey: string) =>
  api.post<GatewayRedirect>(cartPayment(cartId, 'cb'), request, once(idempotencyKey));
export const startAppPayment = (cartId: string, request: CheckoutRequest, idempotencyKey: string) =>
  api.post<GatewayRedirect>(cartPayment(cartId, 'app'), request, once(idempotencyKey));
export const registerCashOrder = (cartId: string, request: CheckoutRequest, idempotencyKey: string) =>
  api.post<RegisteredOrder>(cartPayment(cartId, 'cash'), request, once(idempotencyKey));
export const requestBankBill = (cartId: string, request: CheckoutRequest, idempotencyKey: string) =>
  api.post<BankBillPayment>(cartPayment(cartId, 'eb'), request, once(idempotencyKey));

export const cancelBankBill = (request: BankBillCancelRequest) => api.post<BankBillCancelResponse>(`${ECOM}/payment/eb/cancel`, request);

export const trackOrder = (request: OrderTrackingSearch) => api.post<OrderTracking>(`${ECOM}/order/tracking`, request);
