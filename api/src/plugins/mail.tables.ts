import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Language } from '../language';
import { at } from '../modules/ms-iam/ms-iam.tables';

/**
 * Every email the site sends, written in the transaction of what it tells (a receipt commits with
 * the payment): the outbox the mail plugin delivers from. `status`: `sandbox` when no mail server
 * is configured (the row is the delivery; `GET /api/dev/email-outbox?to=` reads it), else
 * `queued`, `sending` (since `claimedAt`), `sent` or `failed` (after MAIL_MAX_ATTEMPTS).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    language: text('language').$type<Language>(),
    status: text('status').$type<'sandbox' | 'queued' | 'sending' | 'sent' | 'failed'>().notNull().default('sandbox'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: at('claimed_at'),
    sentAt: at('sent_at').notNull().defaultNow(),
    deliveredAt: at('delivered_at'),
  },
  (table) => [index('email_outbox_to_idx').on(table.to, table.id), index('email_outbox_status_idx').on(table.status, table.id)],
);
