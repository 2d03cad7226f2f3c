import { ELIGIBILITY_STATUSES, INSTALLATION_SLOTS, TECHNOLOGIES } from '@atlas/contracts/eligibility';
import { CATALOG_SEGMENTS } from '@atlas/contracts/catalog';
import { localizedSchema } from '../../language';
import { CatalogProduct } from '@atlas/contracts/catalog';

/** JSON schemas of the ms-eligibility answers (the shapes of shared/src/contracts/eligibility.ts). */

export const idSchema = { type: 'string', pattern: '^[a-z0-9-]{1,80}$' } as const;
export const uuidSchema = { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } as const;
export const dateSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
export const positionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['latitude', 'longitude'],
  properties: { latitude: { type: 'number', minimum: -90, maximum: 90 }, longitude: { type: 'number', minimum: -180, maximum: 180 } },
} as const;

export const coverageAddressSchema = {
  type: 'object',
  required: ['buildingId', 'street', 'neighbourhood', 'cityId', 'city', 'postalCode', 'latitude', 'longitude'],
  properties: {
    buildingId: { type: 'string' },
    street: localizedSchema,
    neighbourhood: localizedSchema,
    cityId: { type: 'string' },
    city: localizedSchema,
    postalCode: { type: 'string' },
    latitude: { type: 'number' },
    longitude: { type: 'number' },
  },
} as const;

export const bookingSummarySchema = {
  type: 'object',
  required: ['bookingId', 'reference', 'visitDate', 'slot', 'productId'],
  properties: { bookingId: { type: 'string' }, reference: { type: 'string' }, visitDate: { type: 'string' }, slot: { type: 'string' }, productId: { type: 'string' } },
} as const;

export const eligibilityCheckSchema = {
  type: 'object',
  required: ['checkId', 'technology', 'segment', 'status', 'checkedAt', 'coverage', 'offers', 'alternatives'],
  properties: {
    checkId: { type: 'string' },
    technology: { type: 'string', enum: [...TECHNOLOGIES] },
    segment: { type: 'string', enum: [...CATALOG_SEGMENTS] },
    status: { type: 'string', enum: [...ELIGIBILITY_STATUSES] },
    checkedAt: { type: 'string' },
    address: coverageAddressSchema,
    position: positionSchema,
    distanceMeters: { type: 'integer' },
    addressText: { type: 'string' },
    coverage: { type: 'object', properties: { fibreMaxMbps: { type: 'integer' }, adslMaxMbps: { type: 'integer' } } },
    maxSpeedMbps: { type: 'integer' },
    offers: { type: 'array', items: CatalogProduct },
    alternatives: { type: 'array', items: CatalogProduct },
    booking: bookingSummarySchema,
  },
} as const;

export const installationBookingSchema = {
  type: 'object',
  required: ['bookingId', 'reference', 'checkId', 'productId', 'visitDate', 'slot', 'createdAt'],
  properties: {
    bookingId: { type: 'string' },
    reference: { type: 'string' },
    checkId: { type: 'string' },
    productId: { type: 'string' },
    visitDate: { type: 'string' },
    slot: { type: 'string', enum: [...INSTALLATION_SLOTS] },
    createdAt: { type: 'string' },
  },
} as const;
