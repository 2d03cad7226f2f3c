import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type {
  CartProductType,
  CatalogSegment,
  HomeInternetFamily,
  LocalizedText,
  Network,
  OfferAllowances,
  OperatingSystem,
  ProductFamily,
  ProductSpec,
  StockState,
} from '@atlas/contracts/catalog';
import { at } from '../ms-iam/ms-iam.tables';

/**
 * ms-catalog: every product the site sells. The columns the listing filters and sorts on are
 * columns; what only the detail page shows stays in JSON.
 */
export const catalogProducts = pgTable(
  'catalog_products',
  {
    id: text('id').primaryKey(),
    family: text('family').$type<ProductFamily>().notNull(),
    productType: text('product_type').$type<CartProductType>().notNull(),
    segment: text('segment').$type<CatalogSegment>().notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    brand: text('brand'),
    network: text('network').$type<Network>(),
    os: text('os').$type<OperatingSystem>(),
    homeFamily: text('home_family').$type<HomeInternetFamily>(),
    /** MAD TTC, in centimes so sums stay exact. */
    priceCentimes: integer('price_centimes').notNull(),
    previousPriceCentimes: integer('previous_price_centimes'),
    period: text('period').$type<'once' | 'month'>().notNull(),
    stockState: text('stock_state').$type<StockState>().notNull(),
    releasedAt: at('released_at').notNull(),
    /** Order of the offers of a family as the marketing team ranks them. */
    position: integer('position').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    colours: jsonb('colours').$type<LocalizedText[]>(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    specs: jsonb('specs').$type<ProductSpec[]>().notNull(),
    allowances: jsonb('allowances').$type<OfferAllowances>(),
    badge: jsonb('badge').$type<LocalizedText>(),
  },
  (table) => [index('catalog_products_family_idx').on(table.family, table.segment, table.position)],
);
