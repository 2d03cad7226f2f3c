/**
 * The online shop's contracts (public-site spec §3, §4, §7, §8): the cart (ms-payment), the
 * numbers a buyer chooses from (ms-service), checkout and payment (ms-ecom), the payment-gateway
 * sandbox, the bank-bill reference (fatourati), orders and their tracking. The API answers these
 * shapes and mf-cart-payment reads them; both import them from here. Amounts are MAD, tax
 * included (TTC), as numbers of dirhams with at most two decimals. Each shape is a TypeBox schema
 * (what the API validates and serialises with) and the type of the same name; requests carry the
 * limits the API enforces, so a form can be checked against them (formContractDrift).
 */
import type { CartProductType } from './catalog';
export {
  CART_LIMITS,
  VISITOR_HOLD_LIMITS,
  CartId,
  type CartKind,
  CART_KINDS,
  CartItem,
  DroppedCartItem,
  Cart,
  CreateCartRequest,
  CartQuery,
  CartParams,
  CartItemOptions,
  AddCartItemRequest,
  RemoveCartItemRequest,
  CartConfig,
} from './shop/cart';
export {
  PAYMENT_METHODS,
  type PaymentMethodId,
  SHOP_PAYMENT_METHODS,
  PaymentMethod,
  RECHARGE_PAYMENT_METHODS,
  PaymentMethodsQuery,
  PaymentMethodsResponse,
  Captcha,
  CaptchaAnswer,
} from './shop/payment-methods';
export * from './shop/numbers';
export {
  CIVILITIES,
  type Civility,
  ClientInfo,
  HomeDelivery,
  AgencyDelivery,
  Delivery,
  type DeliveryMode,
  PortabilityRequest,
  CheckoutRequest,
  ReceiptContact,
  RechargeCheckoutRequest,
  PaymentInitiationRequest,
  GatewayRedirect,
  type PaymentOutcome,
  PAYMENT_OUTCOMES,
  ORDER_STATUSES,
  type OrderStatus,
  RegisteredOrder,
} from './shop/checkout';
export * from './shop/bank-bills';
export * from './shop/orders';
export * from './shop/payment-gateway';

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
