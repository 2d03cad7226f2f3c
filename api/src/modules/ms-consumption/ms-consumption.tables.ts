import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { UsageKind, UsageScope } from '@atlas/contracts/histories';
import { accounts, at, lines } from '../ms-iam/ms-iam.tables';

/**
 * Notifications of a customer (one account, optionally about one of its lines): a kind and its
 * parameters, rendered in the reader's language when listed. `dedupeKey` makes a retried event
 * (a gateway callback delivered twice, a balance threshold seen again) record once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    mdn: text('mdn'),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notifications_dedupe_idx').on(table.accountId, table.dedupeKey),
    index('notifications_account_idx').on(table.accountId, table.createdAt),
  ],
);

/** ms-consumption: the usage records (calls, SMS, data sessions) of each line, as the network bills them. */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: text('id').primaryKey(),
    mdn: text('mdn')
      .notNull()
      .references(() => lines.mdn, { onUpdate: 'cascade' }),
    kind: text('kind').$type<UsageKind>().notNull(),
    direction: text('direction').$type<'out' | 'in'>().notNull(),
    scope: text('scope').$type<UsageScope>().notNull(),
    counterpart: text('counterpart'),
    country: text('country'),
    durationSeconds: integer('duration_seconds').notNull(),
    volumeKb: integer('volume_kb').notNull(),
    costCentimes: integer('cost_centimes').notNull(),
    startedAt: at('started_at').notNull(),
  },
  (table) => [index('usage_records_mdn_idx').on(table.mdn, table.startedAt)],
);
