import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@atlas/shared/contracts/catalog';
import { at } from '../ms-iam/ms-iam.tables';
import { carts } from '../ms-payment/ms-payment.tables';

/** Categories of numbers a buyer chooses from (standard, Silver, Gold), each with its price. */
export const numberCategories = pgTable('number_categories', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  label: jsonb('label').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  priceCentimes: integer('price_centimes').notNull(),
});

/** The numbers the operator can give to new lines; none of them is an existing line. */
export const numberPool = pgTable(
  'number_pool',
  {
    mdn: text('mdn').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => numberCategories.id),
    /** The order that took it (paid or registered); a sold number is never offered again. */
    soldTo: text('sold_to'),
  },
  (table) => [index('number_pool_category_idx').on(table.categoryId, table.mdn)],
);

/** A number held for one cart until `expiresAt`: one row per number, so two carts never hold the same. */
export const numberReservations = pgTable(
  'number_reservations',
  {
    mdn: text('mdn')
      .primaryKey()
      .references(() => numberPool.mdn),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('number_reservations_cart_idx').on(table.cartId)],
);
