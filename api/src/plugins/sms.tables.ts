import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from '../modules/ms-iam/ms-iam.tables';

/**
 * Text messages written in the transaction of what they tell (`app.smsOutbox`), and what the
 * development SMS sender delivered: the outbox tests and developers read.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to_mdn').notNull(),
    text: text('text').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_to_idx').on(table.to, table.id)],
);
