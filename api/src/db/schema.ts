import { type AnyPgColumn, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ContentBlockItem, ContentBlockStyle, MediaImage } from '@atlas/contracts/content';
import type { Language, Localized } from '../language';

// ms-config: what GET /api/ms-config/v2/app-config assembles.

export const appServices = pgTable('app_services', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  label: jsonb('label').$type<Localized>().notNull(),
  link: text('link').notNull(),
  icon: text('icon').notNull(),
});

export const appLabels = pgTable(
  'app_labels',
  {
    language: text('language').$type<Language>().notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
  },
  (table) => [primaryKey({ columns: [table.language, table.key] })],
);

export const appErrorMessages = pgTable(
  'app_error_messages',
  {
    language: text('language').$type<Language>().notNull(),
    code: text('code').notNull(),
    message: text('message').notNull(),
  },
  (table) => [primaryKey({ columns: [table.language, table.code] })],
);

export const carouselSlides = pgTable('carousel_slides', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
});

/** Named settings documents (`otpDurations`, `appParams`), each one JSON value. */
export const appSettings = pgTable('app_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
});

// ms-content

export const megamenuEntries = pgTable(
  'megamenu_entries',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').references((): AnyPgColumn => megamenuEntries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: jsonb('label').$type<Localized>().notNull(),
    link: text('link'),
    description: jsonb('description').$type<Localized>(),
  },
  (table) => [index('megamenu_entries_parent_idx').on(table.parentId, table.position)],
);

export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: text('id').primaryKey(),
    /** The page the block belongs to (hp, hp_entreprise, ...), `type` in the contract. */
    page: text('page').notNull(),
    language: text('language').$type<Language>().notNull(),
    style: text('style').$type<ContentBlockStyle>().notNull(),
    position: integer('position').notNull(),
    title: text('title'),
    subtitle: text('subtitle'),
    body: text('body'),
    image: jsonb('image').$type<MediaImage>(),
    cta: jsonb('cta').$type<{ label: string; link: string }>(),
    /** `data-table` column headings. */
    columns: jsonb('columns').$type<string[]>(),
    items: jsonb('items').$type<ContentBlockItem[]>().notNull(),
  },
  (table) => [index('content_blocks_page_idx').on(table.page, table.language, table.position)],
);

export const imageParcours = pgTable(
  'image_parcours',
  {
    type: text('type').notNull(),
    language: text('language').$type<Language>().notNull(),
    desktopUrl: text('desktop_url').notNull(),
    mobileUrl: text('mobile_url').notNull(),
  },
  (table) => [primaryKey({ columns: [table.type, table.language] })],
);

export * from '../modules/ms-iam/ms-iam.tables';
export * from '../modules/ms-client/ms-client.tables';
export * from '../modules/ms-balance/ms-balance.tables';
export * from '../modules/ms-catalog/ms-catalog.tables';
export * from '../modules/ms-content/ms-content.tables';
export * from '../modules/ms-forms/ms-forms.tables';
export * from '../modules/ms-eligibility/ms-eligibility.tables';
export * from '../modules/ms-payment/ms-payment.tables';
export * from '../modules/ms-service/ms-service.tables';
export * from '../modules/ms-ecom/ms-ecom.tables';
export * from '../modules/payment-gateway/payment-gateway.tables';
export * from '../modules/analytics/analytics.tables';
export * from '../modules/telemetry/telemetry.tables';
export * from '../modules/operations/operations.tables';
export * from '../modules/ms-billing/ms-billing.tables';
export * from '../modules/ms-payment/recharge.tables';
export * from '../modules/ms-consumption/ms-consumption.tables';
export * from '../modules/ms-identification/ms-identification.tables';
export * from '../plugins/mail.tables';
