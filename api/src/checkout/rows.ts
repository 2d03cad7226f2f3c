import type { CartProductType, LocalizedText } from '@atlas/contracts/catalog';
import type { Cart, CartKind, ClientInfo, Delivery, OrderStatus, PaymentMethodId, PaymentOutcome, PortabilityRequest } from '@atlas/contracts/shop';
import type { Language } from '../language';

/*
 * The rows the checkout passes around, in the core's words: the owners' tables (ms-payment's carts
 * and items, ms-ecom's orders and payments) stay behind their repositories, which check at compile
 * time that these types and their tables' rows are the same (`SameRow`).
 */

/** A cart (ms-payment's `carts`): a visitor's (no account) or a signed-in customer's. */
export interface CartRow {
  id: string;
  kind: CartKind;
  /** `ordered` once its order is paid or registered; it no longer changes. */
  status: Cart['status'];
  accountId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One line of a cart (ms-payment's `cart_items`): a product with its options, priced when added. */
export interface CartItemRow {
  id: string;
  cartId: string;
  productType: CartProductType;
  productId: string;
  name: LocalizedText;
  image: string | null;
  unitPriceCentimes: number;
  period: 'once' | 'month';
  quantity: number;
  options: Record<string, string>;
  addedAt: Date;
}

/** A product of an order as it was priced at checkout. */
export interface OrderLine {
  productType: CartProductType;
  productId: string;
  name: LocalizedText;
  unitPriceCentimes: number;
  period: 'once' | 'month';
  quantity: number;
  options: Record<string, string>;
}

export interface OrderTimelineEntry {
  status: OrderStatus;
  at: string;
}

/** An order (ms-ecom's `orders`): one per cart checkout, tracked by its refNumber. */
export interface OrderRow {
  refNumber: string;
  cartId: string;
  accountId: string | null;
  kind: CartKind;
  status: OrderStatus;
  paymentMethod: PaymentMethodId;
  paymentOutcome: PaymentOutcome;
  totalCentimes: number;
  monthlyCentimes: number;
  lines: OrderLine[];
  client: ClientInfo | null;
  delivery: Delivery | null;
  portability: PortabilityRequest | null;
  contactEmail: string | null;
  language: Language | null;
  identityNumber: string | null;
  phoneNumber: string | null;
  browserId: string | null;
  errorCode: string | null;
  timeline: OrderTimelineEntry[];
  createdAt: Date;
  updatedAt: Date;
}

/** Where a payment attempt is (ms-ecom's `payments.status`). */
export type PaymentStatus = 'initiated' | 'succeeded' | 'failed' | 'cancelled' | 'superseded' | 'registered' | 'refunded';

/** `true` only when A and B are the same type: a repository's check that a core row is its table's row. */
export type SameRow<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
