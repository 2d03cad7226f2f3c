import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { BalanceCategory } from '@atlas/shared/contracts/selfcare';
import { at, lines } from '../ms-iam/ms-iam.tables';

/** ms-balance: the counters of each line, as the operator's balance service answers them. */
export const lineBalances = pgTable('line_balances', {
  mdn: text('mdn')
    .primaryKey()
    .references(() => lines.mdn),
  balances: jsonb('balances').$type<BalanceCategory[]>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
