import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from '../ms-iam/ms-iam.tables';

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
