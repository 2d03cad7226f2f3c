import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GatewayCallback } from '@atlas/contracts/shop';
import type { Language } from '../../language';
import { at } from '../ms-iam/ms-iam.tables';

export type GatewaySessionStatus = 'open' | '3ds-pending' | 'captured' | 'declined' | 'cancelled' | 'voided';

/**
 * The sandbox gateway's own records (a bank's system in real life): one hosted payment page
 * session per payment attempt. A merchant reference is captured at most once (unique index).
 * Card numbers are never stored: only the brand and the last four digits.
 */
export const gatewaySessions = pgTable(
  'gateway_sessions',
  {
    id: text('id').primaryKey(),
    channel: text('channel').$type<'card' | 'bank-app'>().notNull(),
    merchantRef: text('merchant_ref').notNull(),
    amountCentimes: integer('amount_centimes').notNull(),
    currency: text('currency').$type<'MAD'>().notNull(),
    returnUrl: text('return_url').notNull(),
    language: text('language').$type<Language>().notNull(),
    status: text('status').$type<GatewaySessionStatus>().notNull(),
    /** The 3-D Secure one-time code, hashed. */
    otpHash: text('otp_hash'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    errorCode: text('error_code'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gateway_sessions_one_capture_idx')
      .on(table.merchantRef)
      .where(sql`status = 'captured'`),
  ],
);

/** Bank-bill (fatourati) references the network holds: what a bank accepts a payment for. */
export const gatewayBillReferences = pgTable('gateway_bill_references', {
  id: text('id').primaryKey(),
  paymentCode: text('payment_code').notNull().unique(),
  merchantRef: text('merchant_ref').notNull(),
  amountCentimes: integer('amount_centimes').notNull(),
  /** `refunded`: paid at a bank, then refused by the shop (the bank gives the money back). */
  status: text('status').$type<'pending' | 'paid' | 'cancelled' | 'expired' | 'refunded'>().notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** What a confirmation says (its event id and timestamp are added, and it is signed, at each delivery). */
export type ConfirmationEvent = Omit<GatewayCallback, 'eventId' | 'timestamp'>;

/**
 * `pending` until the shop answers; `delivered`: the shop took it (for a capture: the order is
 * paid); `refused`: the shop refused it, and a capture was voided or a bank payment refunded.
 */
export type ConfirmationStatus = 'pending' | 'delivered' | 'refused';

/**
 * The gateway's outbox: every settled session and every bank-paid reference has its confirmation
 * to the shop here, written in the same transaction as the capture (or the bank's payment). A
 * deliverer sends it until the shop answers (docs/payment-reconciliation.md).
 */
export const gatewayConfirmations = pgTable(
  'gateway_confirmations',
  {
    /** The event id of every delivery of this confirmation: a second one that got through is a replay (gateway-005). */
    eventId: text('event_id').primaryKey(),
    /** The hosted page session or bank-bill reference confirmed: one confirmation each. */
    transactionId: text('transaction_id').notNull().unique(),
    event: jsonb('event').$type<ConfirmationEvent>().notNull(),
    status: text('status').$type<ConfirmationStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Taken by a deliverer (a request or a reconciliation pass) until then plus the lease. */
    claimedAt: at('claimed_at'),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** The shop's refusal code, when it refused. */
    shopCode: text('shop_code'),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (table) => [
    index('gateway_confirmations_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);
