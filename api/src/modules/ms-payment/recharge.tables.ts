import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@atlas/contracts/catalog';
import type { RechargeCategory, RechargeProduct, RechargeProductType } from '@atlas/contracts/recharge';
import { at } from '../ms-iam/ms-iam.tables';
import { orders } from '../ms-ecom/ms-ecom.tables';

/** The recharge products (Dh amounts and passes) the operator sells, per segment of line. */
export const rechargeProducts = pgTable('recharge_products', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  productType: text('product_type').$type<RechargeProductType>().notNull(),
  categories: jsonb('categories').$type<RechargeCategory[]>().notNull(),
  segments: jsonb('segments').$type<RechargeProduct['ProductSpecs']['segment']>().notNull(),
  rechargeType: text('recharge_type').notNull(),
  validityDays: integer('validity_days').notNull(),
  priceCentimes: integer('price_centimes').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  /** What the line receives: a Dh credit (centimes) or an allowance (Go, min), and its bonus. */
  credit: jsonb('credit').$type<RechargeProduct['credit']>().notNull(),
});

/**
 * Scratch cards (cartes de recharge): a 14-digit code worth an amount. `used` once a recharge
 * spent it (by that order: `usedBy`), `blocked` by the operator, `expired` past its date (recharge-005).
 */
export const scratchCards = pgTable('scratch_cards', {
  code: text('code').primaryKey(),
  valueCentimes: integer('value_centimes').notNull(),
  status: text('status').$type<'valid' | 'used' | 'blocked' | 'expired'>().notNull(),
  usedBy: text('used_by'),
  usedAt: at('used_at'),
});

/**
 * *9 (etoile9) advances: a recharge given now and repaid from the line's next paid recharge. At
 * most one outstanding per line (unique index): a second is recharge-002.
 */
export const etoile9Advances = pgTable(
  'etoile9_advances',
  {
    refNumber: text('ref_number')
      .primaryKey()
      .references(() => orders.refNumber),
    mdn: text('mdn').notNull(),
    amountCentimes: integer('amount_centimes').notNull(),
    status: text('status').$type<'outstanding' | 'repaid'>().notNull(),
    /** The order whose credit repaid it. */
    repaidBy: text('repaid_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('etoile9_outstanding_mdn_idx')
      .on(table.mdn)
      .where(sql`status = 'outstanding'`),
    index('etoile9_mdn_idx').on(table.mdn),
  ],
);
