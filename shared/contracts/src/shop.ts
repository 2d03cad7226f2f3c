/**
 * The online shop's contracts (public-site spec §3, §4, §7, §8): the cart (ms-payment), the
 * numbers a buyer chooses from (ms-service), checkout and payment (ms-ecom), the payment-gateway
 * sandbox, the bank-bill reference (fatourati), orders and their tracking. The API answers these
 * shapes and mf-cart-payment reads them; both import them from here. Amounts are MAD, tax
 * included (TTC), as numbers of dirhams with at most two decimals. Each shape is a TypeBox schema
 * (what the API validates and serialises with) and the type of the same name; requests carry the
 * limits the API enforces, so a form can be checked against them (formContractDrift).
 */
import { INVOICE_OTP_TOKEN_HEADER } from './billing';
import { CART_PRODUCT_TYPES, LocalizedText, type CartProductType } from './catalog';
import { EMAIL_PATTERN, ICC_PATTERN, MDN_PATTERN, ORDER_ID_PATTERN, POSTAL_CODE_PATTERN } from './patterns';
import { PortabilityEligibilityRequest } from './portability';
import type { TSchema } from '@sinclair/typebox';
import { Nullable, StringEnum, Type, type Static } from './schema-kit';

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
 * A schema whose type is named `T` where it is used (`items: CartItem[]`, not the expanded
 * object): the published types read as they did before the schemas, and stay short.
 */
const Named = <T>(schema: TSchema) => Type.Unsafe<T>(schema);

/** A cart or cart item id (a UUID). */
export const CartId = Type.String({ format: 'uuid' });
const CartProductTypeSchema = StringEnum(CART_PRODUCT_TYPES);
/** Ids of the catalogue's products. */
const ProductId = Type.String({ pattern: '^[a-z0-9-]{1,64}$' });
const pattern = (regex: RegExp, options: { maxLength?: number } = {}) => Type.String({ pattern: regex.source, ...options });
/** Text with something besides spaces. */
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
/** Where the gateway sends the browser back (see CheckoutRequest.returnUrl). */
const ReturnUrl = Type.String({ minLength: 1, maxLength: 300 });

/**
 * A shop cart (smartphones, plans, home internet, numbers), a recharge cart (recharge, pass), an
 * invoice cart (invoices to pay, made by ms-billing), or a line's number change or prepaid-to-postpaid
 * migration or plan change paid from self-care (`change-number`, `migration`, `change-offer`).
 */
export type CartKind = 'shop' | 'recharge' | 'invoice' | 'change-number' | 'migration' | 'change-offer';
export const CART_KINDS = ['shop', 'recharge', 'invoice', 'change-number', 'migration', 'change-offer'] as const satisfies readonly CartKind[];
const CartKindSchema = Type.Unsafe<CartKind>({ type: 'string', enum: [...CART_KINDS] });

export const CartItem = Type.Object({
  /** The line of the cart (one product with its options); what /cart/remove names. */
  itemId: Type.String(),
  productType: CartProductTypeSchema,
  productId: Type.String(),
  offer_name_fr: Type.String(),
  offer_name_ar: Type.String(),
  offer_name_en: Type.String(),
  offerName: Type.String(),
  /** Main picture (`/api/v1/ms-content/media/...`). */
  image: Type.Optional(Type.String()),
  /** Unit price, MAD TTC. */
  unitPrice: Type.Number(),
  /** `month` for plans and home internet (paid monthly, first month due at checkout). */
  period: StringEnum(['once', 'month'] as const),
  quantity: Type.Integer(),
  /** Chosen options: colour of a handset, the chosen number (`mdn`) of a choix-de-numeros item… */
  options: Type.Optional(Named<Record<string, string>>(Type.Record(Type.String(), Type.String()))),
  /** choix-de-numeros: until when the chosen number is held for this cart (ISO date). */
  reservedUntil: Type.Optional(Type.String()),
});
export interface CartItem extends Static<typeof CartItem> {}

/** An item a merge of a visitor's cart into the customer's could not keep, with the rule's code. */
export const DroppedCartItem = Type.Object({ productType: CartProductTypeSchema, productId: Type.String(), code: Type.String() });
export interface DroppedCartItem extends Static<typeof DroppedCartItem> {}

export const Cart = Type.Object({
  cartId: Type.String(),
  kind: CartKindSchema,
  /** `open` while it can change; `ordered` once its order is paid or registered (a new cart starts). */
  status: StringEnum(['open', 'ordered'] as const),
  items: Type.Array(Named<CartItem>(CartItem)),
  /** Sum of the quantities. */
  itemCount: Type.Integer(),
  /** What the checkout charges now: one-off prices plus the first month of monthly ones, MAD TTC. */
  total: Type.Number(),
  /** What the monthly items cost each month after, MAD TTC. */
  monthlyTotal: Type.Number(),
  currency: Type.Literal('MAD'),
  updatedAt: Type.String(),
  /** Only in the answer of POST /cart/create that merged a visitor's cart: what did not fit. */
  droppedItems: Type.Optional(Type.Array(Named<DroppedCartItem>(DroppedCartItem))),
});
export interface Cart extends Static<typeof Cart> {}

/** POST /cart/create. A signed-in customer's cart is bound to them; `cartId` (a visitor's cart) is then merged in. */
export const CreateCartRequest = Type.Object(
  {
    /** The cart routes create shop and recharge carts; the others are made by their own services. */
    kind: Type.Optional(Type.Unsafe<CartKind>({ type: 'string', enum: ['shop', 'recharge'] })),
    cartId: Type.Optional(CartId),
  },
  { additionalProperties: false },
);
export interface CreateCartRequest extends Static<typeof CreateCartRequest> {}

/** GET /cart/pull?cartId */
export const CartQuery = Type.Object({ cartId: CartId });
export interface CartQuery extends Static<typeof CartQuery> {}

/** Routes under /cart/{cartId}/… */
export const CartParams = Type.Object({ cartId: CartId });
export interface CartParams extends Static<typeof CartParams> {}

/** Options are short strings (a colour, a chosen number): at most 5, named in letters and digits. */
export const CartItemOptions = Type.Unsafe<Record<string, string>>({
  type: 'object',
  maxProperties: 5,
  propertyNames: { pattern: '^[a-zA-Z][a-zA-Z0-9]{0,31}$' },
  additionalProperties: { type: 'string', maxLength: 64 },
});

/** POST /cart/add (spec: "body: item"). */
export const AddCartItemRequest = Type.Object(
  {
    cartId: CartId,
    productType: CartProductTypeSchema,
    productId: ProductId,
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: CART_LIMITS.maxProducts })),
    options: Type.Optional(CartItemOptions),
  },
  { additionalProperties: false },
);
export interface AddCartItemRequest extends Static<typeof AddCartItemRequest> {}

/** POST /cart/remove */
export const RemoveCartItemRequest = Type.Object({ cartId: CartId, itemId: CartId }, { additionalProperties: false });
export interface RemoveCartItemRequest extends Static<typeof RemoveCartItemRequest> {}

/** GET /cart/config: the rules the cart enforces, so the page can say them before the server refuses. */
export const CartConfig = Type.Object({
  /** Most products (sum of quantities) one cart holds. */
  maxProducts: Type.Integer(),
  /** A recharge cart must total more than this (payment-062), MAD. */
  rechargeMinTotal: Type.Number(),
  /** Product types that may join a smartphone only when it is the cart's single smartphone. */
  singleSmartphoneCompanions: Type.Array(CartProductTypeSchema),
  /** Minutes a chosen number stays reserved for the cart. */
  numberReservationMinutes: Type.Integer(),
  /** Cash (especes) is offered up to this total, MAD. */
  cashMaxTotal: Type.Number(),
  /** How long a bank-bill (fatourati) reference can be paid, hours. */
  bankBillValidityHours: Type.Integer(),
  currency: Type.Literal('MAD'),
});
export interface CartConfig extends Static<typeof CartConfig> {}

// --- payment methods --------------------------------------------------------------------------

/** The spec's payment method identifiers. */
export const PAYMENT_METHODS = ['cartebancaire', 'scratchcard', 'solderecharge', 'facture', 'especes', 'etoile9', 'fatourati', 'applicationbancaire'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];
const PaymentMethodIdSchema = StringEnum(PAYMENT_METHODS);

/** Methods of the shop; the others belong to recharge carts. */
export const SHOP_PAYMENT_METHODS = ['cartebancaire', 'especes', 'fatourati', 'applicationbancaire'] as const satisfies readonly PaymentMethodId[];

export const PaymentMethod = Type.Object({
  id: PaymentMethodIdSchema,
  label: LocalizedText,
  description: LocalizedText,
  /** Media URL of its logo. */
  icon: Type.Optional(Type.String()),
  /** False when the cart cannot use it now; `unavailableReason` is an error code to show. */
  available: Type.Boolean(),
  unavailableReason: Type.Optional(Type.String()),
  /** With ecom-001: the rule that refuses it (own-line, passes-only, prepaid-only, recharges-only, etoile9-max). */
  unavailableRule: Type.Optional(Type.String()),
});
export interface PaymentMethod extends Static<typeof PaymentMethod> {}

/** Methods of recharge carts (their payment routes belong to the recharge service). */
export const RECHARGE_PAYMENT_METHODS = [
  'cartebancaire',
  'scratchcard',
  'solderecharge',
  'facture',
  'etoile9',
  'fatourati',
] as const satisfies readonly PaymentMethodId[];

/** GET /cart/{cartId}/payment-methods?mdn: the buyer's number, so that fatourati says ecom-067 when a reference is already pending for it. */
export const PaymentMethodsQuery = Type.Object({ mdn: Type.Optional(pattern(MDN_PATTERN)) }, { additionalProperties: false });
export interface PaymentMethodsQuery extends Static<typeof PaymentMethodsQuery> {}

/** GET /cart/{cartId}/payment-methods (spec §4 "methodsPayment.methods"). */
export const PaymentMethodsResponse = Type.Object({ methods: Type.Array(Named<PaymentMethod>(PaymentMethod)) });
export interface PaymentMethodsResponse extends Static<typeof PaymentMethodsResponse> {}

/** GET /captcha/generate: an image to read; its answer is checked server-side (payment-059). */
export const Captcha = Type.Object({
  captchaId: Type.String(),
  /** `data:image/svg+xml;base64,...` */
  image: Type.String(),
  expiresIn: Type.Integer(),
});
// An interface (not a type alias) keeps the type's recorded surface as it was before the schema.
export interface Captcha extends Static<typeof Captcha> {}

/** What a visitor read in the captcha, sent with the request it guards. */
export const CaptchaAnswer = Type.Object(
  { captchaId: Type.String({ format: 'uuid' }), captchaText: Type.String({ minLength: 1, maxLength: 12 }) },
  { additionalProperties: false },
);
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
export interface AvailableNumbersRequest extends Static<typeof AvailableNumbersRequest> {}

/** Up to 12 numbers (national form, 10 digits), or 404 number-001 when none matches. */
export const AvailableNumbersResponse = Type.Object({ numbers: Type.Array(Type.String()) });
export interface AvailableNumbersResponse extends Static<typeof AvailableNumbersResponse> {}

// --- checkout (ms-ecom) -----------------------------------------------------------------------

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
const DeliveryModeSchema = StringEnum(['home', 'agency'] as const);

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
const PaymentOutcomeSchema = Type.Unsafe<PaymentOutcome>({ type: 'string', enum: [...PAYMENT_OUTCOMES] });

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
const OrderStatusSchema = StringEnum(ORDER_STATUSES);

/** POST /api/v1/ms-ecom/cart/{cartId}/payment/cash (Idempotency-Key): the order is registered, paid on delivery or in agency. */
export const RegisteredOrder = Type.Object({ refNumber: Type.String(), status: OrderStatusSchema });
export interface RegisteredOrder extends Static<typeof RegisteredOrder> {}

export const BANK_BILL_STATUSES = ['pending', 'paid', 'cancelled', 'expired'] as const;
const BankBillStatusSchema = StringEnum(BANK_BILL_STATUSES);

/** POST /api/v1/ms-ecom/cart/{cartId}/payment/eb (Idempotency-Key): a bank-bill (fatourati) reference. */
export const BankBillPayment = Type.Object({
  refNumber: Type.String(),
  orderDate: Type.String(),
  /** Code to give at a partner bank, its app or its counters. */
  paymentCode: Type.String(),
  amount: Type.Number(),
  /** ISO date; the countdown shows days, hours and minutes to it. */
  expiresAt: Type.String(),
  partnerBanks: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), logo: Type.Optional(Type.String()) })),
  status: BankBillStatusSchema,
  mdn: Type.String(),
});
export interface BankBillPayment extends Static<typeof BankBillPayment> {}

/**
 * The bank-bill routes read who asks: the bearer (a signed-in customer; the line's holder when the
 * number is one of the account's lines), the sdata browser id (a visitor's own bills), or a proof
 * that the caller holds the number — the code sent to it, typed back in the invoice payment's
 * private tab (`x-otp-token`, purpose `invoice-payment`).
 */
export const BankBillCallerHeaders = Type.Object({ [INVOICE_OTP_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: 2048 })) });
export interface BankBillCallerHeaders extends Static<typeof BankBillCallerHeaders> {}

/**
 * GET /api/v1/ms-ecom/payment/eb/consultation?mdn: the caller's own pending one (the one that
 * answers ecom-067 to a second), or 404 not-found. A pending bill is one per number and payer: a
 * stranger's bill on the number blocks nobody else.
 */
export const BankBillConsultationQuery = Type.Object({ mdn: pattern(MDN_PATTERN) });
export interface BankBillConsultationQuery extends Static<typeof BankBillConsultationQuery> {}
export const BankBillConsultation = BankBillPayment;
export type BankBillConsultation = BankBillPayment;

/**
 * POST /api/v1/ms-ecom/payment/eb/cancel (irreversible: the order is cancelled, its cart reopens
 * or, for a self-care act, closes). The caller's own bill, or, for the number's holder, any bill
 * pending on it; anything else is 404 not-found.
 */
export const BankBillCancelRequest = Type.Object({ mdn: pattern(MDN_PATTERN), refNumber: pattern(ORDER_ID_PATTERN) }, { additionalProperties: false });
export interface BankBillCancelRequest extends Static<typeof BankBillCancelRequest> {}

/**
 * The cancelled reference, and the cart to continue with another payment method — only for the
 * one who placed it (a holder cancelling a stranger's bill is not handed the stranger's cart).
 */
export const BankBillCancelResponse = Type.Composite([BankBillPayment, Type.Object({ cartId: Type.Optional(Type.String()) })]);
export interface BankBillCancelResponse extends Static<typeof BankBillCancelResponse> {}

/** One bill pending on the holder's number: what it pays (the kind of its cart) and whether the caller placed it. */
export const PendingBankBill = Type.Composite([BankBillPayment, Type.Object({ kind: CartKindSchema, placedByCaller: Type.Boolean() })]);
export interface PendingBankBill extends Static<typeof PendingBankBill> {}

/**
 * GET /api/v1/ms-ecom/payment/eb/pending?mdn: every bank bill pending on the number, newest first,
 * for its holder only (signed in with the number among the account's lines, or `x-otp-token`);
 * anyone else is refused 403 SHOP_ERROR_CODES.bankBillsHolderOnly, whether bills exist or not.
 */
export const PendingBankBillsQuery = BankBillConsultationQuery;
export interface PendingBankBillsQuery extends Static<typeof PendingBankBillsQuery> {}
export const PendingBankBillsResponse = Type.Object({ mdn: Type.String(), bills: Type.Array(PendingBankBill) });
export interface PendingBankBillsResponse extends Static<typeof PendingBankBillsResponse> {}

/**
 * GET /api/v1/ms-ecom/payment/eb/reference?refNumber: one bank-bill reference, in whatever state it
 * is now, for the one who placed it (the browser that made a visitor's, the account that made a
 * signed-in customer's) or the holder of its number; anyone else 404 not-found (counted per
 * address). What a browser reads back of the references it keeps (mf-invoices' `rememberBankBill`).
 */
export const BankBillReferenceQuery = Type.Object({ refNumber: pattern(ORDER_ID_PATTERN) });
export interface BankBillReferenceQuery extends Static<typeof BankBillReferenceQuery> {}

/** A pending bank bill that holds invoices: the bill numbers it pays (its order's invoice lines). */
export const InvoiceBankBill = Type.Composite([BankBillPayment, Type.Object({ billNos: Type.Array(Type.String()) })]);
export interface InvoiceBankBill extends Static<typeof InvoiceBankBill> {}

/**
 * POST /api/v1/ms-billing/invoices/bank-bills: the bank bills pending on invoices the caller may
 * pay (with the proof `InvoiceProofRequest` of @atlas/contracts/billing: a line's code, a business
 * account's payment code, or the signed-in line), oldest first. A bill is shown only when every
 * invoice it holds is the caller's to pay.
 */
export const InvoiceBankBillsResponse = Type.Object({ bills: Type.Array(InvoiceBankBill) });
export interface InvoiceBankBillsResponse extends Static<typeof InvoiceBankBillsResponse> {
  bills: InvoiceBankBill[];
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

export const OrderItem = Type.Object({
  productId: Type.String(),
  productName: Type.String(),
  productType: CartProductTypeSchema,
  basePrice: Type.Number(),
  qty: Type.Integer(),
  /** The spec's custom options (option values; invoice ids for invoice payments, the chosen number…). */
  custom_options: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
});
export interface OrderItem extends Static<typeof OrderItem> {}

/** GET /api/v1/ms-payment/order/pull?refNumber, GET /api/v1/ms-ecom/order?refNumber, GET /api/v1/ms-billing/invoices/order?refNumber */
export const OrderQuery = Type.Object({ refNumber: pattern(ORDER_ID_PATTERN) });
export interface OrderQuery extends Static<typeof OrderQuery> {}

export const Order = Type.Object({
  refNumber: Type.String(),
  /** What was paid: a shop or recharge cart, or a line act paid from self-care (`change-number`). */
  kind: Type.Optional(CartKindSchema),
  /** The line a self-care act was paid for. */
  phoneNumber: Type.Optional(Type.String()),
  orderItems: Type.Array(Named<OrderItem>(OrderItem)),
  totalAmount: Type.Number(),
  paymentMethod: PaymentMethodIdSchema,
  paymentOutcome: PaymentOutcomeSchema,
  status: OrderStatusSchema,
  createdAt: Type.String(),
  /** The payment error code when it failed (payment-0xx, gateway-…). */
  errorCode: Type.Optional(Type.String()),
  /** What is due each month after, MAD TTC (plans, home internet). */
  monthlyAmount: Type.Number(),
  delivery: Nullable(DeliveryModeSchema),
  /** Card payments: the brand and the last four digits (the card itself is never stored). */
  card: Type.Optional(Type.Object({ brand: Type.String(), last4: Type.String() })),
  /** Orders of a bank-bill reference: its code and state, for the "enregistre" page. */
  bankBill: Type.Optional(
    Named<Pick<BankBillPayment, 'paymentCode' | 'expiresAt' | 'status'>>(Type.Pick(BankBillPayment, ['paymentCode', 'expiresAt', 'status'])),
  ),
});
export interface Order extends Static<typeof Order> {}

/** POST /api/v1/ms-ecom/order/tracking: all three must match the same order, or "no result returned". */
const OrderTrackingFields = Type.Object(
  {
    /** 18 letters or digits: the refNumber. */
    orderId: pattern(ORDER_ID_PATTERN),
    identityNumber: Type.String({ minLength: 4, maxLength: 20, pattern: '^[A-Za-z0-9 .-]+$' }),
    phoneNumber: Type.String({ minLength: 10, maxLength: 20 }),
    captcha: Type.Optional(Named<CaptchaAnswer>(CaptchaAnswer)),
  },
  { additionalProperties: false },
);
/** The same search as the API validates it: the captcha is required (a search spends one). */
export const OrderTrackingSearch = Type.Object(
  { ...OrderTrackingFields.properties, captcha: Named<CaptchaAnswer>(CaptchaAnswer) },
  { additionalProperties: false },
);
export interface OrderTrackingSearch extends Static<typeof OrderTrackingSearch> {}

/**
 * @deprecated Use OrderTrackingSearch, the same request with the captcha required in its type too.
 * 2.0 published this name with the captcha optional in the type (the schema requires it): making
 * it required here would break its users, so it stays as it was until the next major removes it.
 */
export const OrderTrackingRequest = { ...OrderTrackingFields, required: ['orderId', 'identityNumber', 'phoneNumber', 'captcha'] };
/** @deprecated Use OrderTrackingSearch (the captcha required in the type too). */
export interface OrderTrackingRequest extends Static<typeof OrderTrackingRequest> {}

export const OrderTrackingStep = Type.Object({
  status: OrderStatusSchema,
  /** When it was reached; absent for steps still to come. */
  at: Type.Optional(Type.String()),
});
export interface OrderTrackingStep extends Static<typeof OrderTrackingStep> {}

export const OrderTracking = Type.Object({
  refNumber: Type.String(),
  status: OrderStatusSchema,
  createdAt: Type.String(),
  /** Null for an order without delivery (a recharge). */
  delivery: Nullable(DeliveryModeSchema),
  /** Every step of the order's path, reached or to come, in order. */
  timeline: Type.Array(Named<OrderTrackingStep>(OrderTrackingStep)),
  orderItems: Type.Array(Named<Pick<OrderItem, 'productName' | 'qty'>>(Type.Pick(OrderItem, ['productName', 'qty']))),
});
export interface OrderTracking extends Static<typeof OrderTracking> {}

// --- payment-gateway sandbox -----------------------------------------------------------------

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

/**
 * Codes of the shop beside the spec's payment-0xx and ecom-0xx (spec §8). Each has a customer
 * text in the three languages in appErrorMessages.
 */
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
  /** The bills pending on a number are shown to its holder only (signed in with the line, or proving it by a code sent to it). */
  bankBillsHolderOnly: 'bank-bill-001',
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
  /** Overdue invoices: no plan, home-internet offer or number until they are paid (the spec's other messages). */
  unpaidSituation: 'unpaid_subscription_forbidden',
} as const;

/** What subscribes: refused while the buyer's invoices are overdue (SHOP_ERROR_CODES.unpaidSituation). */
export const SUBSCRIPTION_PRODUCT_TYPES = ['offre-mobile', 'idar', 'choix-de-numeros', 'adsl', 'home'] as const satisfies readonly CartProductType[];
