/** Checkout (ms-ecom): the buyer's details, the delivery, the payment's start and outcome, the registered order. */
import { EMAIL_PATTERN, ICC_PATTERN, MDN_PATTERN, POSTAL_CODE_PATTERN } from '../patterns';
import { PortabilityEligibilityRequest } from '../portability';
import { type Static, StringEnum, Type } from '../schema-kit';
import { CaptchaAnswer } from './payment-methods';
import { Named, ReturnUrl, Text, pattern } from './schema';

export const CIVILITIES = ['mr', 'mme'] as const;
export type Civility = (typeof CIVILITIES)[number];

/** An email address as the API takes it. */
const Email = pattern(EMAIL_PATTERN, { maxLength: 254 });

/** The common personal form fields (spec §3). */
export const ClientInfo = Type.Object(
  {
    civility: StringEnum(CIVILITIES),
    firstName: Text(60),
    lastName: Text(60),
    /** YYYY-MM-DD */
    birthDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    nationality: Text(60),
    identityType: StringEnum(['cin', 'passport'] as const),
    /** Checked against the CIN or passport format by the API, by identityType. */
    identityNumber: Type.String({ minLength: 4, maxLength: 12 }),
    address: Text(200),
    city: Text(80),
    neighborhood: Type.Optional(Type.String({ maxLength: 80 })),
    postalCode: pattern(POSTAL_CODE_PATTERN),
    email: Email,
    /** The buyer's contact number (06…, 05…, 07…): tracking and the bank-bill reference use it. */
    phoneNumber: pattern(MDN_PATTERN),
    terms: Type.Literal(true),
  },
  { additionalProperties: false },
);
export interface ClientInfo extends Static<typeof ClientInfo> {}

export const HomeDelivery = Type.Object(
  { mode: Type.Literal('home'), address: Text(200), city: Text(80), postalCode: pattern(POSTAL_CODE_PATTERN) },
  { additionalProperties: false },
);
export const AgencyDelivery = Type.Object(
  { mode: Type.Literal('agency'), agencyId: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }) },
  { additionalProperties: false },
);
export type Delivery = { mode: 'home'; address: string; city: string; postalCode: string } | { mode: 'agency'; agencyId: string };
export const Delivery = Named<Delivery>(Type.Union([HomeDelivery, AgencyDelivery]));
/** Fails to compile if the schema and the type part ways. */
const sameDelivery: [Delivery, Static<typeof HomeDelivery> | Static<typeof AgencyDelivery>] extends [
  Static<typeof HomeDelivery> | Static<typeof AgencyDelivery>,
  Delivery,
]
  ? true
  : never = true;
void sameDelivery;
export type DeliveryMode = Delivery['mode'];
export const DeliveryModeSchema = StringEnum(['home', 'agency'] as const);

/** Keeping one's number from another operator (portability as a purchase path): the eligibility check's fields and the new SIM's ICC. */
export const PortabilityRequest = Type.Composite([PortabilityEligibilityRequest, Type.Object({ codeIcc: pattern(ICC_PATTERN) })], {
  additionalProperties: false,
});
export interface PortabilityRequest extends Static<typeof PortabilityRequest> {}

/** What every payment initiation carries besides its method. */
export const CheckoutRequest = Type.Object({
  client: Named<ClientInfo>(ClientInfo),
  delivery: Named<Delivery>(Delivery),
  portability: Type.Optional(Named<PortabilityRequest>(PortabilityRequest)),
  /** Required for visitors paying cash or by bank-bill reference. */
  captcha: Type.Optional(Named<CaptchaAnswer>(CaptchaAnswer)),
  /**
   * Where the gateway sends the browser back, then adding `/ok`, `/echoue` or `/enregistre` and
   * `?refNumber=…`: a path (`/ar/achat/paiement`) or a URL of the site's own origin. Default `/achat/paiement`.
   */
  returnUrl: Type.Optional(ReturnUrl),
});
export interface CheckoutRequest extends Static<typeof CheckoutRequest> {}

/** The email a recharge receipt goes to. */
export const ReceiptContact = Type.Object({ email: Email }, { additionalProperties: false });

/**
 * The card route (`payment/cb`) also takes recharge carts (card is a recharge method too): no
 * client form nor delivery, only an optional email for the receipt.
 */
export const RechargeCheckoutRequest = Type.Object({ contact: Type.Optional(ReceiptContact), returnUrl: Type.Optional(ReturnUrl) });
export interface RechargeCheckoutRequest extends Static<typeof RechargeCheckoutRequest> {}

/**
 * The body of POST cart/{cartId}/payment/{cb,app,cash,eb}: a shop cart sends the client form and
 * the delivery (CheckoutRequest), a recharge cart only an optional email (RechargeCheckoutRequest);
 * which is required depends on the cart, so the API checks that once it has read it.
 */
export const PaymentInitiationRequest = Type.Object(
  {
    client: Type.Optional(ClientInfo),
    delivery: Type.Optional(Delivery),
    portability: Type.Optional(PortabilityRequest),
    captcha: Type.Optional(CaptchaAnswer),
    contact: Type.Optional(ReceiptContact),
    returnUrl: Type.Optional(ReturnUrl),
  },
  { additionalProperties: false },
);
export interface PaymentInitiationRequest extends Static<typeof PaymentInitiationRequest> {}

/**
 * POST /api/v1/ms-ecom/cart/{cartId}/payment/cb (card) and /payment/app (bank app), with an
 * `Idempotency-Key` header: the same key answers the same payment session, never a second charge.
 */
export const GatewayRedirect = Type.Object({
  refNumber: Type.String(),
  /** The hosted payment page of the gateway sandbox. */
  redirectUrl: Type.String(),
});
export interface GatewayRedirect extends Static<typeof GatewayRedirect> {}

/**
 * The payment state of the spec: it starts as `echoue` and the gateway's signed callback sets it,
 * with the refNumber. `enregistre`: registered, paid later (cash, bank-bill reference).
 */
export type PaymentOutcome = 'ok' | 'echoue' | 'enregistre';
export const PAYMENT_OUTCOMES = ['ok', 'echoue', 'enregistre'] as const satisfies readonly PaymentOutcome[];
export const PaymentOutcomeSchema = Type.Unsafe<PaymentOutcome>({ type: 'string', enum: [...PAYMENT_OUTCOMES] });

export const ORDER_STATUSES = [
  'awaiting-payment',
  'payment-failed',
  'registered',
  'paid',
  'preparing',
  'shipped',
  'ready-in-agency',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatusSchema = StringEnum(ORDER_STATUSES);

/** POST /api/v1/ms-ecom/cart/{cartId}/payment/cash (Idempotency-Key): the order is registered, paid on delivery or in agency. */
export const RegisteredOrder = Type.Object({ refNumber: Type.String(), status: OrderStatusSchema });
export interface RegisteredOrder extends Static<typeof RegisteredOrder> {}
