import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, at } from '../ms-iam/ms-iam.tables';

/** The customer's delivery and billing addresses. */
export const accountAddresses = pgTable(
  'account_addresses',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    neighborhood: text('neighborhood').notNull(),
    postalCode: text('postal_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [index('account_addresses_account_idx').on(table.accountId)],
);

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
