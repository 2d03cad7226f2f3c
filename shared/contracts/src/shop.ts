/**
 * The online shop's contracts (public-site spec §3, §4, §7, §8): the cart (ms-payment), the
 * numbers a buyer chooses from (ms-service), checkout and payment (ms-ecom), the payment-gateway
 * sandbox, the bank-bill reference (fatourati), orders and their tracking. The API answers these
 * shapes and mf-cart-payment reads them; both import them from here. Amounts are MAD, tax
 * included (TTC), as numbers of dirhams with at most two decimals.
 */
import { LocalizedText, type CartProductType } from './catalog';
import { MDN_PATTERN } from './patterns';
import { Type, type Static } from './schema-kit';
import type { DonorOperatorId } from './portability';

/**
 * The shop's limits, once: the API enforces them and GET /cart/config answers them. Choices the
 * spec leaves open: at most 5 products a cart (sum of quantities), a chosen number held 30
 * minutes, cash on delivery up to 5 000 Dh, a bank-bill reference valid 72 hours.
 */
export const CART_LIMITS = {
  maxProducts: 5,
  /** A recharge cart must total more than this (spec §9), MAD. */
  rechargeMinTotal: 5,
  numberReservationMinutes: 30,
  cashMaxTotal: 5000,
  bankBillValidityHours: 72,
} as const;

/**
 * Numbers a visitor (not signed in) may hold at once across their carts: per browser (the sdata
 * browser id) and per client address (the customers behind one carrier address share it). A hold
 * lasts CART_LIMITS.numberReservationMinutes; removing the number from the cart releases it.
 */
export const VISITOR_HOLD_LIMITS = { numbersPerBrowser: 2, numbersPerAddress: 6 } as const;

// --- ms-payment: cart (/api/v1/ms-payment/cart/...) --------------------------------------------

/**
 * A shop cart (smartphones, plans, home internet, numbers), a recharge cart (recharge, pass), an
 * invoice cart (invoices to pay, made by ms-billing), or a line's number change or prepaid-to-postpaid
 * migration or plan change paid from self-care (`change-number`, `migration`, `change-offer`).
 */
export type CartKind = 'shop' | 'recharge' | 'invoice' | 'change-number' | 'migration' | 'change-offer';

export interface CartItem {
  /** The line of the cart (one product with its options); what /cart/remove names. */
  itemId: string;
  productType: CartProductType;
  productId: string;
  offer_name_fr: string;
  offer_name_ar: string;
  offerName: string;
  /** Main picture (`/api/v1/ms-content/media/...`). */
  image?: string;
  /** Unit price, MAD TTC. */
  unitPrice: number;
  /** `month` for plans and home internet (paid monthly, first month due at checkout). */
  period: 'once' | 'month';
  quantity: number;
  /** Chosen options: colour of a handset, the chosen number (`mdn`) of a choix-de-numeros item… */
  options?: Record<string, string>;
  /** choix-de-numeros: until when the chosen number is held for this cart (ISO date). */
  reservedUntil?: string;
}

/** An item a merge of a visitor's cart into the customer's could not keep, with the rule's code. */
export interface DroppedCartItem {
  productType: CartProductType;
  productId: string;
  code: string;
}

export interface Cart {
  cartId: string;
  kind: CartKind;
  /** `open` while it can change; `ordered` once its order is paid or registered (a new cart starts). */
  status: 'open' | 'ordered';
  items: CartItem[];
  /** Sum of the quantities. */
  itemCount: number;
  /** What the checkout charges now: one-off prices plus the first month of monthly ones, MAD TTC. */
  total: number;
  /** What the monthly items cost each month after, MAD TTC. */
  monthlyTotal: number;
  currency: 'MAD';
  updatedAt: string;
  /** Only in the answer of POST /cart/create that merged a visitor's cart: what did not fit. */
  droppedItems?: DroppedCartItem[];
}

/** POST /cart/create. A signed-in customer's cart is bound to them; `cartId` (a visitor's cart) is then merged in. */
export interface CreateCartRequest {
  kind?: CartKind;
  cartId?: string;
}

/** POST /cart/add (spec: "body: item"). */
export interface AddCartItemRequest {
  cartId: string;
  productType: CartProductType;
  productId: string;
  quantity?: number;
  options?: Record<string, string>;
}

/** POST /cart/remove */
export interface RemoveCartItemRequest {
  cartId: string;
  itemId: string;
}

/** GET /cart/config: the rules the cart enforces, so the page can say them before the server refuses. */
export interface CartConfig {
  /** Most products (sum of quantities) one cart holds. */
  maxProducts: number;
  /** A recharge cart must total more than this (payment-062), MAD. */
  rechargeMinTotal: number;
  /** Product types that may join a smartphone only when it is the cart's single smartphone. */
  singleSmartphoneCompanions: CartProductType[];
  /** Minutes a chosen number stays reserved for the cart. */
  numberReservationMinutes: number;
  /** Cash (especes) is offered up to this total, MAD. */
  cashMaxTotal: number;
  /** How long a bank-bill (fatourati) reference can be paid, hours. */
  bankBillValidityHours: number;
  currency: 'MAD';
}

// --- payment methods --------------------------------------------------------------------------

/** The spec's payment method identifiers. */
export const PAYMENT_METHODS = ['cartebancaire', 'scratchcard', 'solderecharge', 'facture', 'especes', 'etoile9', 'fatourati', 'applicationbancaire'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];

/** Methods of the shop; the others belong to recharge carts. */
export const SHOP_PAYMENT_METHODS = ['cartebancaire', 'especes', 'fatourati', 'applicationbancaire'] as const satisfies readonly PaymentMethodId[];

export interface PaymentMethod {
  id: PaymentMethodId;
  label: LocalizedText;
  description: LocalizedText;
  /** Media URL of its logo. */
  icon?: string;
  /** False when the cart cannot use it now; `unavailableReason` is an error code to show. */
  available: boolean;
  unavailableReason?: string;
}

/** Methods of recharge carts (their payment routes belong to the recharge service). */
export const RECHARGE_PAYMENT_METHODS = ['cartebancaire', 'scratchcard', 'solderecharge', 'facture', 'etoile9', 'fatourati'] as const satisfies readonly PaymentMethodId[];

/**
 * GET /cart/{cartId}/payment-methods (spec §4 "methodsPayment.methods"). Optional query `mdn`:
 * the buyer's number, so that fatourati says ecom-067 when a reference is already pending for it.
 */
export interface PaymentMethodsResponse {
  methods: PaymentMethod[];
}

/** GET /captcha/generate: an image to read; its answer is checked server-side (payment-059). */
export const Captcha = Type.Object({
  captchaId: Type.String(),
  /** `data:image/svg+xml;base64,...` */
  image: Type.String(),
  expiresIn: Type.Integer(),
});
// An interface (not a type alias) keeps the type's recorded surface as it was before the schema.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Captcha extends Static<typeof Captcha> {}

/** What a visitor read in the captcha, sent with the request it guards. */
export const CaptchaAnswer = Type.Object(
  { captchaId: Type.String({ format: 'uuid' }), captchaText: Type.String({ minLength: 1, maxLength: 12 }) },
  { additionalProperties: false },
);
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CaptchaAnswer extends Static<typeof CaptchaAnswer> {}

// --- ms-service: numbers to choose from --------------------------------------------------------

/** GET /api/ms-service/v1/list-number-category */
export const NumberCategory = Type.Object({
  id: Type.String(),
  label: LocalizedText,
  description: LocalizedText,
  /** Price of a number of this category, MAD TTC (0 for standard numbers). */
  price: Type.Number(),
});
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface keeps the type's recorded surface
export interface NumberCategory extends Static<typeof NumberCategory> {}

/** GET /api/ms-service/v1/list-number-category answers the list, cheapest first. */
export const NumberCategoriesResponse = Type.Array(NumberCategory);
export type NumberCategoriesResponse = NumberCategory[];

/** POST /api/ms-service/v2/list-available-number: `category`, optionally digits the number should contain. */
export const AvailableNumbersRequest = Type.Object(
  {
    category: Type.String({ pattern: '^[a-z0-9-]{1,32}$' }),
    contains: Type.Optional(Type.String({ pattern: '^\\d{0,8}$' })),
    /** The signed-in customer's line, as the self-care change-number flow sends it. */
    mdn: Type.Optional(Type.String({ pattern: MDN_PATTERN.source })),
  },
  { additionalProperties: false },
);
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface keeps the type's recorded surface
export interface AvailableNumbersRequest extends Static<typeof AvailableNumbersRequest> {}

/** Up to 12 numbers (national form, 10 digits), or 404 number-001 when none matches. */
export const AvailableNumbersResponse = Type.Object({ numbers: Type.Array(Type.String()) });
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface keeps the type's recorded surface
export interface AvailableNumbersResponse extends Static<typeof AvailableNumbersResponse> {}

// --- checkout (ms-ecom) -----------------------------------------------------------------------

export const CIVILITIES = ['mr', 'mme'] as const;
export type Civility = (typeof CIVILITIES)[number];

/** The common personal form fields (spec §3). */
export interface ClientInfo {
  civility: Civility;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthDate: string;
  nationality: string;
  identityType: 'cin' | 'passport';
  identityNumber: string;
  address: string;
  city: string;
  neighborhood?: string;
  postalCode: string;
  email: string;
  /** The buyer's contact number (06…, 05…, 07…): tracking and the bank-bill reference use it. */
  phoneNumber: string;
  terms: true;
}

export type Delivery = { mode: 'home'; address: string; city: string; postalCode: string } | { mode: 'agency'; agencyId: string };

/** Keeping one's number from another operator (portability as a purchase path). */
export interface PortabilityRequest {
  /** The number to keep. */
  mdn: string;
  currentOperator: DonorOperatorId;
  /** The RIO code, got by a free SMS to 1234. */
  rio: string;
  /** ICC of the new SIM: 18 digits. */
  codeIcc: string;
}

/** What every payment initiation carries besides its method. */
export interface CheckoutRequest {
  client: ClientInfo;
  delivery: Delivery;
  portability?: PortabilityRequest;
  /** Required for visitors paying cash or by bank-bill reference. */
  captcha?: CaptchaAnswer;
  /**
   * Where the gateway sends the browser back, then adding `/ok`, `/echoue` or `/enregistre` and
   * `?refNumber=…`: a path (`/ar/achat/paiement`) or a URL of the site's own origin. Default `/achat/paiement`.
   */
  returnUrl?: string;
}

/**
 * The card route (`payment/cb`) also takes recharge carts (card is a recharge method too): no
 * client form nor delivery, only an optional email for the receipt.
 */
export interface RechargeCheckoutRequest {
  contact?: { email: string };
  returnUrl?: string;
}

/**
 * POST /api/v1/ms-ecom/cart/{cartId}/payment/cb (card) and /payment/app (bank app), with an
 * `Idempotency-Key` header: the same key answers the same payment session, never a second charge.
 */
export interface GatewayRedirect {
  refNumber: string;
  /** The hosted payment page of the gateway sandbox. */
  redirectUrl: string;
}

/** POST /api/v1/ms-ecom/cart/{cartId}/payment/cash (Idempotency-Key): the order is registered, paid on delivery or in agency. */
export interface RegisteredOrder {
  refNumber: string;
  status: OrderStatus;
}

/** POST /api/v1/ms-ecom/cart/{cartId}/payment/eb (Idempotency-Key): a bank-bill (fatourati) reference. */
export interface BankBillPayment {
  refNumber: string;
  orderDate: string;
  /** Code to give at a partner bank, its app or its counters. */
  paymentCode: string;
  amount: number;
  /** ISO date; the countdown shows days, hours and minutes to it. */
  expiresAt: string;
  partnerBanks: Array<{ id: string; name: string; logo?: string }>;
  status: 'pending' | 'paid' | 'cancelled' | 'expired';
  mdn: string;
}

/** GET /api/v1/ms-ecom/payment/eb/consultation?mdn: the pending one, or 404 not-found. */
export type BankBillConsultation = BankBillPayment;

/** POST /api/v1/ms-ecom/payment/eb/cancel (irreversible: the order is cancelled, its cart reopens). */
export interface BankBillCancelRequest {
  mdn: string;
  refNumber: string;
}

/** The cancelled reference, and the cart to continue with another payment method. */
export interface BankBillCancelResponse extends BankBillPayment {
  cartId: string;
}

/** Partner banks where a fatourati code is paid (app, web banking, counters). */
export const PARTNER_BANKS = [
  { id: 'banque-oasis', name: 'Banque Oasis' },
  { id: 'credit-du-souss', name: 'Crédit du Souss' },
  { id: 'banque-de-l-oriental', name: "Banque de l'Oriental" },
  { id: 'tresor-bank', name: 'Trésor Bank' },
  { id: 'cash-express', name: 'Cash Express' },
] as const;

// --- orders ----------------------------------------------------------------------------------

/**
 * The payment state of the spec: it starts as `echoue` and the gateway's signed callback sets it,
 * with the refNumber. `enregistre`: registered, paid later (cash, bank-bill reference).
 */
export type PaymentOutcome = 'ok' | 'echoue' | 'enregistre';

export const ORDER_STATUSES = ['awaiting-payment', 'payment-failed', 'registered', 'paid', 'preparing', 'shipped', 'ready-in-agency', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderItem {
  productId: string;
  productName: string;
  productType: CartProductType;
  basePrice: number;
  qty: number;
  /** The spec's custom options (option values; invoice ids for invoice payments, the chosen number…). */
  custom_options: Array<{ label: string; value: string }>;
}

/** GET /api/v1/ms-payment/order/pull?refNumber, GET /api/v1/ms-ecom/order?refNumber, GET /api/v1/ms-billing/invoices/order?refNumber */
export interface Order {
  refNumber: string;
  /** What was paid: a shop or recharge cart, or a line act paid from self-care (`change-number`). */
  kind?: CartKind;
  /** The line a self-care act was paid for. */
  phoneNumber?: string;
  orderItems: OrderItem[];
  totalAmount: number;
  paymentMethod: PaymentMethodId;
  paymentOutcome: PaymentOutcome;
  status: OrderStatus;
  createdAt: string;
  /** The payment error code when it failed (payment-0xx, gateway-…). */
  errorCode?: string;
  /** What is due each month after, MAD TTC (plans, home internet). */
  monthlyAmount: number;
  delivery: Delivery['mode'] | null;
  /** Card payments: the brand and the last four digits (the card itself is never stored). */
  card?: { brand: string; last4: string };
  /** Orders of a bank-bill reference: its code and state, for the "enregistre" page. */
  bankBill?: Pick<BankBillPayment, 'paymentCode' | 'expiresAt' | 'status'>;
}

/** POST /api/v1/ms-ecom/order/tracking: all three must match the same order, or "no result returned". */
export interface OrderTrackingRequest {
  /** 18 letters or digits: the refNumber. */
  orderId: string;
  identityNumber: string;
  phoneNumber: string;
  captcha?: CaptchaAnswer;
}

export interface OrderTrackingStep {
  status: OrderStatus;
  /** When it was reached; absent for steps still to come. */
  at?: string;
}

export interface OrderTracking {
  refNumber: string;
  status: OrderStatus;
  createdAt: string;
  /** Null for an order without delivery (a recharge). */
  delivery: Delivery['mode'] | null;
  /** Every step of the order's path, reached or to come, in order. */
  timeline: OrderTrackingStep[];
  orderItems: Array<Pick<OrderItem, 'productName' | 'qty'>>;
}

/**
 * Codes of the shop beside the spec's payment-0xx and ecom-0xx (spec §8). Each has a customer
 * text in the three languages in appErrorMessages.
 */
// --- payment-gateway sandbox -----------------------------------------------------------------

/**
 * The gateway's server-to-server confirmation, POSTed to /api/v1/ms-ecom/payment/callback with
 * the header `x-gateway-signature: sha256=<hex HMAC-SHA256 of the canonical JSON of this body>`
 * (keys sorted, no spaces), keyed by PAYMENT_GATEWAY_SECRET. Amounts in centimes.
 */
export interface GatewayCallback {
  /** Unique per event: a second delivery of the same id is refused (gateway-005). */
  eventId: string;
  /** The gateway's transaction (hosted page session or bank-bill reference). */
  sessionId: string;
  refNumber: string;
  channel: 'card' | 'bank-app' | 'fatourati';
  amount: number;
  currency: 'MAD';
  outcome: 'succeeded' | 'declined' | 'cancelled';
  /** Why it was declined (gateway-001, gateway-002…). */
  errorCode?: string;
  card?: { brand: string; last4: string };
  /** Unix seconds; refused outside five minutes of the shop's clock. */
  timestamp: number;
}

/** The sandbox's published test cards (any future expiry, any 3-digit CVV). */
export const GATEWAY_TEST_CARDS = [
  { number: '4111 1111 1111 1111', brand: 'visa', outcome: 'succeeded' },
  { number: '5555 5555 5555 4444', brand: 'mastercard', outcome: 'succeeded' },
  { number: '4000 0000 0000 0002', brand: 'visa', outcome: 'declined' },
  { number: '4000 0000 0000 3220', brand: 'visa', outcome: '3-d-secure' },
] as const;

export const SHOP_ERROR_CODES = {
  cartUnknown: 'cart-001',
  cartFull: 'cart-002',
  singleSmartphone: 'cart-003',
  productNotSellable: 'cart-004',
  cartKindMismatch: 'cart-005',
  cartClosed: 'cart-006',
  cartEmpty: 'cart-007',
  numberUnavailable: 'cart-008',
  /** A mobile plan needs a chosen number (choix-de-numeros) or a portability request. */
  numberRequired: 'cart-009',
  /** A card or app payment of this cart has started: what it charges is frozen until it ends. */
  cartLocked: 'cart-010',
  /** A visitor (browser, or client address) already holds VISITOR_HOLD_LIMITS numbers: buy or release one first. */
  holdLimit: 'cart-011',
  noNumberAvailable: 'number-001',
  captchaInvalid: 'payment-059',
  rechargeCartMin: 'payment-062',
  portabilityNotEligible: 'ecom-054',
  bankBillPending: 'ecom-067',
  paymentMethodUnavailable: 'ecom-001',
  idempotencyConflict: 'ecom-002',
  orderAlreadyPaid: 'ecom-003',
  trackingNoResult: 'ecom-004',
  cashCeilingExceeded: 'ecom-005',
  paymentDeclined: 'gateway-001',
  threeDSecureFailed: 'gateway-002',
  cardInvalid: 'gateway-003',
  signatureInvalid: 'gateway-004',
  callbackReplayed: 'gateway-005',
  amountMismatch: 'gateway-006',
  /** The shop did not confirm the payment: the gateway voided it. */
  confirmationFailed: 'gateway-007',
  /** The customer left the payment page (the spec's "payment not made"). */
  paymentNotMade: 'payment_not_made',
} as const;
