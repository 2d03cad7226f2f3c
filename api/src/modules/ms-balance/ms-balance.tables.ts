import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { BalanceCategory } from '@atlas/contracts/selfcare';
import { at, lines } from '../ms-iam/ms-iam.tables';
import { orders } from '../ms-ecom/ms-ecom.tables';

/** ms-balance: the counters of each line, as the operator's balance service answers them. */
export const lineBalances = pgTable('line_balances', {
  mdn: text('mdn')
    .primaryKey()
    .references(() => lines.mdn, { onUpdate: 'cascade' }),
  balances: jsonb('balances').$type<BalanceCategory[]>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * What each paid recharge order put on its line, once: the primary key is the order, so a
 * doubled confirmation, a retry or two tabs can never credit a line twice.
 */
export const balanceCredits = pgTable('balance_credits', {
  refNumber: text('ref_number')
    .primaryKey()
    .references(() => orders.refNumber),
  mdn: text('mdn')
    .notNull()
    .references(() => lines.mdn, { onUpdate: 'cascade' }),
  /** Dh put on the main balance (after repaying a *9 advance), centimes. */
  dirhamsCentimes: integer('dirhams_centimes').notNull(),
  /** The counters added, as shown on the dashboard. */
  added: jsonb('added')
    .$type<Array<{ category: BalanceCategory['category']; name: string; value: number; unit: string; validUntil: string | null }>>()
    .notNull(),
  creditedAt: at('credited_at').notNull().defaultNow(),
});
