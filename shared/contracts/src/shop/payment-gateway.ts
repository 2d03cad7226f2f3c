/** The payment-gateway sandbox: its callbacks to the shop, its own pages, its test cards. */
import { type Static, StringEnum, Type } from '../schema-kit';
import { OrderStatusSchema } from './checkout';

/** The header that carries the gateway's signature of a callback. */
export const GATEWAY_SIGNATURE_HEADER = 'x-gateway-signature';
export const GatewayCallbackHeaders = Type.Object({ [GATEWAY_SIGNATURE_HEADER]: Type.String({ minLength: 8, maxLength: 100 }) });

/**
 * The gateway's server-to-server confirmation, POSTed to /api/v1/ms-ecom/payment/callback with
 * the header `x-gateway-signature: sha256=<hex HMAC-SHA256 of the canonical JSON of this body>`
 * (keys sorted, no spaces), keyed by PAYMENT_GATEWAY_SECRET. Amounts in centimes.
 */
export const GatewayCallback = Type.Object(
  {
    /** Unique per event: a second delivery of the same id is refused (gateway-005). */
    eventId: Type.String({ minLength: 8, maxLength: 64 }),
    /** The gateway's transaction (hosted page session or bank-bill reference). */
    sessionId: Type.String({ minLength: 8, maxLength: 64 }),
    refNumber: Type.String({ pattern: '^[A-Z0-9]{18}$' }),
    channel: StringEnum(['card', 'bank-app', 'fatourati'] as const),
    amount: Type.Integer({ minimum: 0 }),
    currency: Type.Literal('MAD'),
    outcome: StringEnum(['succeeded', 'declined', 'cancelled'] as const),
    /** Why it was declined (gateway-001, gateway-002…). */
    errorCode: Type.Optional(Type.String({ maxLength: 32 })),
    card: Type.Optional(Type.Object({ brand: Type.String({ maxLength: 20 }), last4: Type.String({ pattern: '^\\d{4}$' }) }, { additionalProperties: false })),
    /** Unix seconds; refused outside five minutes of the shop's clock. */
    timestamp: Type.Integer(),
  },
  { additionalProperties: false },
);
export interface GatewayCallback extends Static<typeof GatewayCallback> {}

/** The shop's answer to a callback it took: the order's status after it. */
export const GatewayCallbackAnswer = Type.Object({ received: Type.Literal(true), status: OrderStatusSchema });
export interface GatewayCallbackAnswer extends Static<typeof GatewayCallbackAnswer> {}

// The sandbox's own pages (HTML forms posted by the browser; `lang` keeps the page's language).
const FormText = Type.String({ maxLength: 40 });
/** /pay/{id}: a hosted payment page session. */
export const GatewaySessionParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{16,40}$' }) });
/** ?lang of a gateway page. */
export const GatewayPageQuery = Type.Object({ lang: Type.Optional(Type.String()) });
/** POST /pay/{id}: the card form. */
export const CardForm = Type.Object({
  holder: Type.Optional(Type.String({ maxLength: 80 })),
  number: Type.Optional(FormText),
  expiry: Type.Optional(Type.String({ maxLength: 10 })),
  cvv: Type.Optional(Type.String({ maxLength: 8 })),
  lang: Type.Optional(FormText),
});
export interface CardForm extends Static<typeof CardForm> {}
/** POST /pay/{id}/3ds: the one-time code. */
export const ThreeDsForm = Type.Object({ code: Type.Optional(FormText), lang: Type.Optional(FormText) });
/** POST /pay/{id}/app: the bank app's decision. */
export const BankAppForm = Type.Object({ decision: Type.Optional(StringEnum(['approve', 'refuse'] as const)), lang: Type.Optional(FormText) });
/** POST /pay/{id}/cancel */
export const GatewayPageForm = Type.Object({ lang: Type.Optional(FormText) });
/** POST /fatourati: the bank counter's form. */
export const BankCounterForm = Type.Object({ paymentCode: Type.Optional(Type.String({ maxLength: 20 })), lang: Type.Optional(FormText) });

/** POST /api/v1/payment-gateway/fatourati/pay: the bank network pays a 12-digit code. */
export const BillReferencePaymentRequest = Type.Object({ paymentCode: Type.String({ pattern: '^\\d{12}$' }) }, { additionalProperties: false });
export interface BillReferencePaymentRequest extends Static<typeof BillReferencePaymentRequest> {}
export const BillReferencePaid = Type.Object({ status: Type.Literal('paid'), refNumber: Type.String() });
export interface BillReferencePaid extends Static<typeof BillReferencePaid> {}

/** The sandbox's published test cards (any future expiry, any 3-digit CVV). */
export const GATEWAY_TEST_CARDS = [
  { number: '4111 1111 1111 1111', brand: 'visa', outcome: 'succeeded' },
  { number: '5555 5555 5555 4444', brand: 'mastercard', outcome: 'succeeded' },
  { number: '4000 0000 0000 0002', brand: 'visa', outcome: 'declined' },
  { number: '4000 0000 0000 3220', brand: 'visa', outcome: '3-d-secure' },
] as const;
