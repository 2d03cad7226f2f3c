import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CatalogSegment } from '@atlas/contracts/catalog';
import type { EligibilityStatus, InstallationAddressDetails, InstallationSlot, Technology } from '@atlas/contracts/eligibility';
import type { Language, Localized } from '../../language';
import { at } from '../ms-iam/ms-iam.tables';

// The coverage model: cities → neighbourhoods → streets → buildings, each building with what it can get.

export const coverageCities = pgTable('coverage_cities', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  /** Technicians' visits per slot (morning or evening) and day in the city. */
  slotCapacity: integer('slot_capacity').notNull(),
});

export const coverageNeighbourhoods = pgTable(
  'coverage_neighbourhoods',
  {
    id: text('id').primaryKey(),
    cityId: text('city_id')
      .notNull()
      .references(() => coverageCities.id),
    name: jsonb('name').$type<Localized>().notNull(),
    postalCode: text('postal_code').notNull(),
  },
  (table) => [index('coverage_neighbourhoods_city_idx').on(table.cityId)],
);

export const coverageStreets = pgTable(
  'coverage_streets',
  {
    id: text('id').primaryKey(),
    neighbourhoodId: text('neighbourhood_id')
      .notNull()
      .references(() => coverageNeighbourhoods.id),
    /** "boulevard Al Massira Al Khadra", "شارع المسيرة الخضراء". */
    name: jsonb('name').$type<Localized>().notNull(),
  },
  (table) => [index('coverage_streets_neighbourhood_idx').on(table.neighbourhoodId)],
);

export const coverageBuildings = pgTable(
  'coverage_buildings',
  {
    id: text('id').primaryKey(),
    streetId: text('street_id')
      .notNull()
      .references(() => coverageStreets.id),
    /** Denormalised for the city filter of the search and the slots of the booking. */
    cityId: text('city_id').notNull(),
    /** "12", "12 bis". */
    number: text('number').notNull(),
    /** The number's value, for ordering a street's buildings. */
    numberValue: integer('number_value').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Highest fibre (FTTH) speed in Mbps, null where fibre has not arrived. */
    fibreMaxMbps: integer('fibre_max_mbps'),
    /** Highest ADSL speed in Mbps, null without a copper line able to carry it. */
    adslMaxMbps: integer('adsl_max_mbps'),
    /** The address in the three languages as search compares it (searchText), for full-text matching. */
    searchText: text('search_text').notNull(),
  },
  (table) => [index('coverage_buildings_city_idx').on(table.cityId), index('coverage_buildings_position_idx').on(table.latitude, table.longitude)],
);

/** Every eligibility test, whatever its outcome: what installation bookings refer to. */
export const eligibilityChecks = pgTable(
  'eligibility_checks',
  {
    id: text('id').primaryKey(),
    technology: text('technology').$type<Technology>().notNull(),
    segment: text('segment').$type<CatalogSegment>().notNull(),
    status: text('status').$type<EligibilityStatus>().notNull(),
    buildingId: text('building_id').references(() => coverageBuildings.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    distanceMeters: integer('distance_meters'),
    addressText: text('address_text'),
    cityId: text('city_id'),
    maxSpeedMbps: integer('max_speed_mbps'),
    language: text('language').$type<Language>().notNull(),
    checkedAt: at('checked_at').notNull().defaultNow(),
  },
  (table) => [index('eligibility_checks_building_idx').on(table.buildingId)],
);

/** A technician's visit, one per eligible test; the idempotency key makes a doubled click one booking. */
export const installationBookings = pgTable(
  'installation_bookings',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    checkId: text('check_id')
      .notNull()
      .references(() => eligibilityChecks.id),
    productId: text('product_id').notNull(),
    cityId: text('city_id').notNull(),
    visitDate: text('visit_date').notNull(),
    slot: text('slot').$type<InstallationSlot>().notNull(),
    addressDetails: jsonb('address_details').$type<InstallationAddressDetails>().notNull(),
    contactName: text('contact_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    language: text('language').$type<Language>().notNull(),
    /** Who booked (the browser id of sdata, the client address): a visitor's proof to cancel, and what limits per visitor count. */
    browserId: text('browser_id'),
    clientAddress: text('client_address'),
    /** Cancelled by its visitor: the place is free again and the test may be booked anew. */
    cancelledAt: at('cancelled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('installation_bookings_check_idx')
      .on(table.checkId)
      .where(sql`${table.cancelledAt} is null`),
    index('installation_bookings_slot_idx').on(table.cityId, table.visitDate, table.slot),
    index('installation_bookings_browser_idx').on(table.browserId),
    index('installation_bookings_address_idx').on(table.clientAddress),
  ],
);

/**
 * Visits booked per city, day and slot. Taking a place is one conditional upsert, so two
 * customers racing for the last place of a slot cannot both get it, on any number of replicas.
 */
export const installationSlotUsage = pgTable(
  'installation_slot_usage',
  {
    cityId: text('city_id').notNull(),
    visitDate: text('visit_date').notNull(),
    slot: text('slot').$type<InstallationSlot>().notNull(),
    booked: integer('booked').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cityId, table.visitDate, table.slot] })],
);
