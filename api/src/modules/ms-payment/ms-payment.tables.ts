import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { CartProductType, LocalizedText } from '@atlas/contracts/catalog';
import type { Cart, CartKind } from '@atlas/contracts/shop';
import { accounts, at } from '../ms-iam/ms-iam.tables';

/** A cart: a visitor's (no account, its id is the key to it) or a signed-in customer's. */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<CartKind>().notNull(),
    /** `ordered` once its order is paid or registered; it no longer changes. */
    status: text('status').$type<Cart['status']>().notNull().default('open'),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('carts_account_idx').on(table.accountId, table.status, table.updatedAt)],
);

/** One line of a cart: a product with its options, priced when added (and again at checkout). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productType: text('product_type').$type<CartProductType>().notNull(),
    productId: text('product_id').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    image: text('image'),
    unitPriceCentimes: integer('unit_price_centimes').notNull(),
    period: text('period').$type<'once' | 'month'>().notNull(),
    quantity: integer('quantity').notNull(),
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (table) => [index('cart_items_cart_idx').on(table.cartId, table.addedAt)],
);
