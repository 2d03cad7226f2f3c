import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language } from '../../language';
import { at } from '../ms-iam/ms-iam.tables';

/**
 * Every request a public form sends (call-back, fibre call-back, fraud report…), stored before the
 * customer sees success. The client's idempotency key makes a doubled submit one request.
 */
export const formRequests = pgTable(
  'form_requests',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** What the customer is told to quote ("RAP-7K3M9Q"). */
    reference: text('reference').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    language: text('language').$type<Language>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('form_requests_idempotency_idx').on(table.kind, table.idempotencyKey)],
);
