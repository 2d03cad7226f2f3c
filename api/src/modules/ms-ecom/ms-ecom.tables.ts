import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CartProductType, LocalizedText } from '@atlas/contracts/catalog';
import type { BankBillPayment, CartKind, ClientInfo, Delivery, OrderStatus, PaymentMethodId, PaymentOutcome, PortabilityRequest } from '@atlas/contracts/shop';
import type { Language } from '../../language';
import { accounts, at } from '../ms-iam/ms-iam.tables';
import { carts } from '../ms-payment/ms-payment.tables';

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

/**
 * Orders: one per cart checkout (a cancelled one frees its cart for a new order). The refNumber is
 * the order id customers track: 18 uppercase letters and digits.
 */
export const orders = pgTable(
  'orders',
  {
    refNumber: text('ref_number').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    kind: text('kind').$type<CartKind>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethodId>().notNull(),
    /** The spec's payment state: `echoue` until the gateway's signed confirmation says otherwise. */
    paymentOutcome: text('payment_outcome').$type<PaymentOutcome>().notNull().default('echoue'),
    totalCentimes: integer('total_centimes').notNull(),
    monthlyCentimes: integer('monthly_centimes').notNull(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    client: jsonb('client').$type<ClientInfo>(),
    delivery: jsonb('delivery').$type<Delivery>(),
    portability: jsonb('portability').$type<PortabilityRequest>(),
    contactEmail: text('contact_email'),
    /** The language the order was placed in: its receipts are written in it. */
    language: text('language').$type<Language>(),
    /** Upper case, without separators: tracking compares them. */
    identityNumber: text('identity_number'),
    /** National form, 10 digits. */
    phoneNumber: text('phone_number'),
    /**
     * A visitor's order: the id of the browser that placed it (the `uuid` of the api client's
     * sdata header), the proof a visitor has to read it, or consult and cancel its bank bill.
     */
    browserId: text('browser_id'),
    errorCode: text('error_code'),
    timeline: jsonb('timeline').$type<OrderTimelineEntry[]>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_open_cart_idx')
      .on(table.cartId)
      .where(sql`status <> 'cancelled'`),
    index('orders_account_idx').on(table.accountId),
  ],
);

export type PaymentStatus = 'initiated' | 'succeeded' | 'failed' | 'cancelled' | 'superseded' | 'registered' | 'refunded';

/**
 * Every payment initiation of an order, under the client's Idempotency-Key: the same key answers
 * the stored answer. At most one succeeded payment per order (unique index): never two charges.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    refNumber: text('ref_number')
      .notNull()
      .references(() => orders.refNumber),
    cartId: text('cart_id').notNull(),
    method: text('method').$type<PaymentMethodId>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    amountCentimes: integer('amount_centimes').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** The gateway's transaction: hosted page session or bank-bill reference. */
    gatewaySessionId: text('gateway_session_id'),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    errorCode: text('error_code'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_one_success_idx')
      .on(table.refNumber)
      .where(sql`status = 'succeeded'`),
    index('payments_order_idx').on(table.refNumber),
    index('payments_session_idx').on(table.gatewaySessionId),
  ],
);

/**
 * Bank-bill (fatourati) references: at most one pending per number and payer (unique index),
 * hence ecom-067 — a stranger's pending bill on a number never blocks its holder (issue 29, 5).
 */
export const bankBills = pgTable(
  'bank_bills',
  {
    refNumber: text('ref_number')
      .primaryKey()
      .references(() => orders.refNumber),
    mdn: text('mdn').notNull(),
    /**
     * Who placed it (ms-payment's bankBillPayer): `holder` (the line proved: its account signed in,
     * a code sent to it, a cart made for such a caller), `account:<id>`, `browser:<uuid>`, or null
     * (a visitor without a browser id: nobody it could block).
     */
    payer: text('payer'),
    paymentCode: text('payment_code').notNull(),
    gatewayReferenceId: text('gateway_reference_id').notNull(),
    amountCentimes: integer('amount_centimes').notNull(),
    status: text('status').$type<BankBillPayment['status']>().notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (table) => [
    uniqueIndex('bank_bills_pending_payer_idx')
      .on(table.mdn, table.payer)
      .where(sql`status = 'pending'`),
    index('bank_bills_mdn_idx').on(table.mdn),
  ],
);

/** Gateway confirmations already received, by event id: a replay is refused. */
export const paymentCallbackEvents = pgTable('payment_callback_events', {
  eventId: text('event_id').primaryKey(),
  refNumber: text('ref_number').notNull(),
  outcome: text('outcome').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});
