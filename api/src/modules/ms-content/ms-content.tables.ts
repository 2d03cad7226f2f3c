import { type AnyPgColumn, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { BusinessEventFormat } from '@atlas/contracts/business-events';
import type { ContentBlockItem, ContentBlockStyle, MediaImage, SearchCategory } from '@atlas/contracts/content';
import type { AgencyService, OpeningHours } from '@atlas/contracts/places';
import type { RoamingPartner, RoamingRates, RoamingZoneId } from '@atlas/contracts/roaming';
import type { Language, Localized } from '../../language';
import { at } from '../ms-iam/ms-iam.tables';

/** FAQ questions by topic (`link`) and language. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: text('id').notNull(),
    language: text('language').$type<Language>().notNull(),
    link: text('link').notNull(),
    topic: text('topic').notNull(),
    topicPosition: integer('topic_position').notNull(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (table) => [primaryKey({ columns: [table.id, table.language] }), index('faq_entries_link_idx').on(table.language, table.link, table.position)],
);

/**
 * What the site search finds: one row per page or product and language. `titleText` and
 * `bodyText` hold the text as search compares it (searchText), so the full-text query is tolerant
 * of accents and Arabic letter variants in every language.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: text('id').notNull(),
    language: text('language').$type<Language>().notNull(),
    category: text('category').$type<SearchCategory>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    link: text('link').notNull(),
    titleText: text('title_text').notNull(),
    bodyText: text('body_text').notNull(),
  },
  (table) => [primaryKey({ columns: [table.id, table.language] }), index('search_documents_language_idx').on(table.language, table.category)],
);

/** The operator's agencies (the locator's map and list). */
export const agencies = pgTable(
  'agencies',
  {
    id: text('id').primaryKey(),
    name: jsonb('name').$type<Localized>().notNull(),
    cityId: text('city_id').notNull(),
    city: jsonb('city').$type<Localized>().notNull(),
    address: jsonb('address').$type<Localized>().notNull(),
    phone: text('phone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    hours: jsonb('hours').$type<OpeningHours[]>().notNull(),
    services: jsonb('services').$type<AgencyService[]>().notNull(),
  },
  (table) => [index('agencies_city_idx').on(table.cityId)],
);

/** Roaming zones and their prices (MAD TTC); a country follows its zone unless it has its own. */
export const roamingZones = pgTable('roaming_zones', {
  id: text('id').$type<RoamingZoneId>().primaryKey(),
  position: integer('position').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  rates: jsonb('rates').$type<RoamingRates>().notNull(),
});

export const roamingCountries = pgTable(
  'roaming_countries',
  {
    /** ISO 3166-1 alpha-2, upper case. */
    code: text('code').primaryKey(),
    zoneId: text('zone_id')
      .$type<RoamingZoneId>()
      .notNull()
      .references(() => roamingZones.id),
    name: jsonb('name').$type<Localized>().notNull(),
    /** Other names customers type ("USA", "Emirats"), every language together. */
    aliases: text('aliases').notNull(),
    dialCode: text('dial_code').notNull(),
    partners: jsonb('partners').$type<RoamingPartner[]>().notNull(),
    /** The country's own prices, when they differ from its zone's. */
    rates: jsonb('rates').$type<RoamingRates>(),
  },
  (table) => [index('roaming_countries_zone_idx').on(table.zoneId)],
);

/** Data passes, sold for a whole zone or for one country (the Omra and Hajj pass). */
export const roamingPasses = pgTable(
  'roaming_passes',
  {
    id: text('id').primaryKey(),
    zoneId: text('zone_id')
      .$type<RoamingZoneId>()
      .references(() => roamingZones.id),
    countryCode: text('country_code').references(() => roamingCountries.code),
    position: integer('position').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    volumeMb: integer('volume_mb').notNull(),
    validityDays: integer('validity_days').notNull(),
    /** MAD TTC. */
    price: doublePrecision('price').notNull(),
    ussdCode: text('ussd_code').notNull(),
  },
  (table) => [index('roaming_passes_zone_idx').on(table.zoneId), index('roaming_passes_country_idx').on(table.countryCode)],
);

/** Operator promotions with an end date (the star promo's countdown). */
export const promotions = pgTable('promotions', {
  id: text('id').primaryKey(),
  title: jsonb('title').$type<Localized>().notNull(),
  subtitle: jsonb('subtitle').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  highlights: jsonb('highlights').$type<Localized[]>().notNull(),
  terms: jsonb('terms').$type<Localized[]>().notNull(),
  image: text('image'),
  imageAlt: jsonb('image_alt').$type<Localized>(),
  ctaLabel: jsonb('cta_label').$type<Localized>().notNull(),
  ctaLink: text('cta_link').notNull(),
  secondaryCtaLabel: jsonb('secondary_cta_label').$type<Localized>(),
  secondaryCtaLink: text('secondary_cta_link'),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
});

/** The business events calendar (/entreprise/rencontres-entreprises). */
export const businessEvents = pgTable(
  'business_events',
  {
    id: text('id').primaryKey(),
    format: text('format').$type<BusinessEventFormat>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    theme: jsonb('theme').$type<Localized>().notNull(),
    summary: jsonb('summary').$type<Localized>().notNull(),
    city: jsonb('city').$type<Localized>().notNull(),
    venue: jsonb('venue').$type<Localized>().notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (table) => [index('business_events_starts_idx').on(table.startsAt)],
);

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
