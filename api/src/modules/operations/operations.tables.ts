import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The operations staff's accounts (issue 30): a table of their own, never a customer's account.
 * Made by `npm run ops -- operator-add <login>` (the seed adds a demo one only with DEMO_DATA).
 */
export const operatorAccounts = pgTable('operator_accounts', {
  id: text('id').primaryKey(),
  /** Lower case, 3–40 of a–z, 0–9, `.`, `_`, `-`. */
  login: text('login').notNull().unique(),
  /** scrypt, the customers' own hashing (ms-iam/passwords.ts). */
  passwordHash: text('password_hash').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** What operators did: every sign-in (ok or refused) and every action, newest last. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    /** The login given (a refused sign-in's too: the name tried). */
    login: text('login').notNull(),
    action: text('action').$type<OperatorAction>().notNull(),
    outcome: text('outcome').$type<'ok' | 'refused'>().notNull(),
    address: text('address'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (table) => [index('operator_audit_at_idx').on(table.at)],
);

export type OperatorAction = 'sign-in' | 'operator-add' | 'rollout-stop';
