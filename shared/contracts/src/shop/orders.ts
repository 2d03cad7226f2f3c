/** Orders and their tracking. */
import { ORDER_ID_PATTERN } from '../patterns';
import { Nullable, type Static, Type } from '../schema-kit';
import { BankBillPayment } from './bank-bills';
import { CartKindSchema } from './cart';
import { DeliveryModeSchema, OrderStatusSchema, PaymentOutcomeSchema } from './checkout';
import { CaptchaAnswer, PaymentMethodIdSchema } from './payment-methods';
import { CartProductTypeSchema, Named, pattern } from './schema';

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
