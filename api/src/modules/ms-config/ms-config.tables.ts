import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Language, Localized } from '../../language';

// What GET /api/ms-config/v2/app-config assembles.

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
