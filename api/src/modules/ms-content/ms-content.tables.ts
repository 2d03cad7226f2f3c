import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { SearchCategory } from '@atlas/shared/contracts/content';
import type { AgencyService, OpeningHours } from '@atlas/shared/contracts/places';
import type { Language, Localized } from '../../language';

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
