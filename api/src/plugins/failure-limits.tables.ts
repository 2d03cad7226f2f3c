import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from '../modules/ms-iam/ms-iam.tables';

/**
 * Failures counted by key over a window (`failure-limits.ts`): sign-ins per account, browser and
 * address, look-ups, uploads and readings per address.
 */
export const signInFailures = pgTable(
  'signin_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('signin_failures_key_idx').on(table.key, table.at)],
);
