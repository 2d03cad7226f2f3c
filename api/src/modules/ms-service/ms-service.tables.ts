import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LineSuspensionReason } from '@atlas/contracts/line-services';
import type { LocalizedText } from '@atlas/contracts/catalog';
import { at, lines } from '../ms-iam/ms-iam.tables';
import { carts } from '../ms-payment/ms-payment.tables';

/** Categories of numbers a buyer chooses from (standard, Silver, Gold), each with its price. */
export const numberCategories = pgTable('number_categories', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  label: jsonb('label').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  priceCentimes: integer('price_centimes').notNull(),
});

/** The numbers the operator can give to new lines; none of them is an existing line. */
export const numberPool = pgTable(
  'number_pool',
  {
    mdn: text('mdn').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => numberCategories.id),
    /** The order that took it (paid or registered); a sold number is never offered again. */
    soldTo: text('sold_to'),
    /**
     * A number a line gave up (number change) is offered again only from this moment: the
     * quarantine (NUMBER_QUARANTINE_DAYS), so calls meant for its former holder die out first.
     */
    availableFrom: at('available_from'),
  },
  (table) => [index('number_pool_category_idx').on(table.categoryId, table.mdn)],
);

/** A number held for one cart until `expiresAt`: one row per number, so two carts never hold the same. */
export const numberReservations = pgTable(
  'number_reservations',
  {
    mdn: text('mdn')
      .primaryKey()
      .references(() => numberPool.mdn),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('number_reservations_cart_idx').on(table.cartId)],
);

/**
 * What the network knows of a mobile line for the self-care services: its SIM (ICC and PUK), the
 * holder's identity number (checked before a SIM swap), suspension, roaming and the customer's own
 * SIM lock. A roaming request is recorded with the moment it takes effect and applied on read.
 */
export const lineServiceStates = pgTable('line_service_states', {
  mdn: text('mdn')
    .primaryKey()
    .references(() => lines.mdn, { onUpdate: 'cascade' }),
  icc: text('icc').notNull().unique(),
  puk: text('puk').notNull(),
  holderIdNumber: text('holder_id_number'),
  suspendedReason: text('suspended_reason').$type<LineSuspensionReason>(),
  suspendedAt: at('suspended_at'),
  roamingActive: boolean('roaming_active').notNull().default(false),
  roamingRequested: boolean('roaming_requested'),
  roamingEffectiveAt: at('roaming_effective_at'),
  simLocked: boolean('sim_locked').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Every request and attempt on a line's services, refused ones included (the SIM swap audit):
 * who, what, the outcome and its answer. An act's `Idempotency-Key` is unique per kind, so a
 * doubled submit or a retry answers the first outcome.
 */
export const lineServiceRequests = pgTable(
  'line_service_requests',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull(),
    mdn: text('mdn').notNull(),
    accountId: text('account_id'),
    kind: text('kind').notNull(),
    outcome: text('outcome').$type<'done' | 'refused'>().notNull(),
    /** The refusal's code. */
    reason: text('reason'),
    idempotencyKey: text('idempotency_key'),
    /** What was asked (no secret: ICC ends, no OTP). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** What the first answer said, replayed for the same key. */
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    clientAddress: text('client_address'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('line_service_requests_mdn_idx').on(table.mdn, table.createdAt),
    uniqueIndex('line_service_requests_idempotency_idx').on(table.kind, table.idempotencyKey),
  ],
);

/** The development email sender's outbox (`GET /api/dev/email-outbox?to=`), like the SMS outbox. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (table) => [index('email_outbox_to_idx').on(table.to, table.id)],
);
