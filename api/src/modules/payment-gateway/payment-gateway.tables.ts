import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
  status: text('status').$type<'pending' | 'paid' | 'cancelled' | 'expired'>().notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
