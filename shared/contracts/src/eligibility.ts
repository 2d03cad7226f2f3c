/**
 * Shapes of the eligibility service (`/api/v1/ms-eligibility/...`): the fibre and ADSL coverage
 * of an address, found by a search with suggestions or by the browser's position; each test is
 * recorded, and an installation visit is booked against an eligible test. Localised texts come in
 * the three languages, as the catalogue's do, so one answer serves every language.
 */
import { CATALOG_SEGMENTS, CatalogProduct, LocalizedText } from './catalog';
import type { FormReceipt } from './forms';
import { EMAIL_PATTERN, MDN_PATTERN } from './patterns';
import { StringEnum, Type, type Static } from './schema-kit';

/** Ids of the coverage model and the catalogue (buildings, cities, products). */
const ModelId = Type.String({ pattern: '^[a-z0-9-]{1,80}$' });
/** Ids this service makes (tests, bookings). */
const Uuid = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });
/** YYYY-MM-DD. */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** Text with something besides spaces. */
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const Position = Type.Object(
  { latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }) },
  { additionalProperties: false },
);

export const TECHNOLOGIES = ['fibre', 'adsl'] as const;
export type Technology = (typeof TECHNOLOGIES)[number];
const TechnologySchema = StringEnum(TECHNOLOGIES);

/** A building of the coverage model, as the search suggests it and the outcome shows it. */
export const CoverageAddress = Type.Object({
  buildingId: Type.String(),
  /** "12, boulevard Al Massira Al Khadra" (number and street). */
  street: LocalizedText,
  neighbourhood: LocalizedText,
  cityId: Type.String(),
  city: LocalizedText,
  postalCode: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
});
export type CoverageAddress = Static<typeof CoverageAddress>;

/** GET /addresses?q&city: at most this many suggestions. */
export const ADDRESS_SUGGESTIONS_MAX = 8;
/** Fewer characters than this suggest nothing (the page waits for more). */
export const ADDRESS_QUERY_MIN_LENGTH = 2;

/** GET /addresses?q&city. */
export const AddressSuggestionsQuery = Type.Object(
  { q: Type.String({ minLength: 1, maxLength: 120 }), city: Type.Optional(ModelId) },
  { additionalProperties: false },
);
export type AddressSuggestionsQuery = Static<typeof AddressSuggestionsQuery>;

export const AddressSuggestions = Type.Object({ q: Type.String(), suggestions: Type.Array(CoverageAddress) });
export type AddressSuggestions = Static<typeof AddressSuggestions>;

export const CoverageCity = Type.Object({ id: Type.String(), name: LocalizedText });
export type CoverageCity = Static<typeof CoverageCity>;

/** GET /cities: the cities of the coverage model, for the search's city filter. */
export const CoverageCities = Type.Object({ cities: Type.Array(CoverageCity) });
export type CoverageCities = Static<typeof CoverageCities>;

/**
 * eligible: the building gets the technology; not-covered: a known building (or a position) that
 * does not; not-found: an address the customer typed that is not in the list.
 */
export const ELIGIBILITY_STATUSES = ['eligible', 'not-covered', 'not-found'] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

/** Morning 9:00–13:00, evening 15:00–19:00, Moroccan time. */
export const INSTALLATION_SLOTS = ['morning', 'evening'] as const;
export type InstallationSlot = (typeof INSTALLATION_SLOTS)[number];
const InstallationSlotSchema = StringEnum(INSTALLATION_SLOTS);

/** How far from a browser position a building may stand to be taken as the customer's (metres). */
export const POSITION_MATCH_RADIUS_M = 200;

/** POST /checks: exactly one of buildingId, position or addressText. */
export const EligibilityCheckRequest = Type.Object(
  {
    technology: TechnologySchema,
    /** Default consumer; business checks answer the business offers. */
    segment: Type.Optional(StringEnum(CATALOG_SEGMENTS)),
    buildingId: Type.Optional(ModelId),
    position: Type.Optional(Position),
    /** An address the search did not find, as the customer typed it. */
    addressText: Type.Optional(Type.String({ minLength: 2, maxLength: 200, pattern: '\\S' })),
    cityId: Type.Optional(ModelId),
  },
  { additionalProperties: false, oneOf: [{ required: ['buildingId'] }, { required: ['position'] }, { required: ['addressText'] }] },
);
export type EligibilityCheckRequest = Static<typeof EligibilityCheckRequest>;

/** What a building can get: the highest speed of each technology it has. */
export const BuildingCoverage = Type.Object({ fibreMaxMbps: Type.Optional(Type.Integer()), adslMaxMbps: Type.Optional(Type.Integer()) });
export type BuildingCoverage = Static<typeof BuildingCoverage>;

export const InstallationBookingSummary = Type.Object({
  /** What POST /installation-bookings/:bookingId/cancel names (from the browser that booked). */
  bookingId: Type.String(),
  reference: Type.String(),
  visitDate: Type.String(),
  slot: InstallationSlotSchema,
  productId: Type.String(),
});
export type InstallationBookingSummary = Static<typeof InstallationBookingSummary>;

/** GET /checks/:checkId. */
export const EligibilityCheckParams = Type.Object({ checkId: Uuid });

export const EligibilityCheck = Type.Object({
  checkId: Type.String(),
  technology: TechnologySchema,
  segment: StringEnum(CATALOG_SEGMENTS),
  status: StringEnum(ELIGIBILITY_STATUSES),
  checkedAt: Type.String(),
  /** The building tested (by address, or the nearest one to the position). */
  address: Type.Optional(CoverageAddress),
  /** The browser position tested. */
  position: Type.Optional(Position),
  /** Metres from the position to the building taken, for a test by position. */
  distanceMeters: Type.Optional(Type.Integer()),
  /** The address typed, for a not-found test. */
  addressText: Type.Optional(Type.String()),
  coverage: BuildingCoverage,
  /** Highest speed of the technology tested at this address, when eligible. */
  maxSpeedMbps: Type.Optional(Type.Integer()),
  /** The catalogue's offers of the technology that this address can get (eligible tests). */
  offers: Type.Array(CatalogProduct),
  /** Other internet offers to suggest: the other technology where covered, i-dar, Vacay Wifi. */
  alternatives: Type.Array(CatalogProduct),
  /** The installation booked on this test, once there is one. */
  booking: Type.Optional(InstallationBookingSummary),
});
export type EligibilityCheck = Static<typeof EligibilityCheck>;

export const INSTALLATION_SLOT_HOURS: Record<InstallationSlot, { from: string; to: string }> = {
  morning: { from: '09:00', to: '13:00' },
  evening: { from: '15:00', to: '19:00' },
};

export const InstallationDaySlots = Type.Object({
  /** YYYY-MM-DD, Moroccan date. */
  date: Type.String(),
  slots: Type.Array(Type.Object({ slot: InstallationSlotSchema, remaining: Type.Integer() })),
});
export type InstallationDaySlots = Static<typeof InstallationDaySlots>;

/** GET /installation-slots?cityId: every bookable day with what is left of each slot. */
export const InstallationSlotsQuery = Type.Object({ cityId: ModelId }, { additionalProperties: false });
export const InstallationSlots = Type.Object({ cityId: Type.String(), days: Type.Array(InstallationDaySlots) });
export type InstallationSlots = Static<typeof InstallationSlots>;

export const HOUSING_TYPES = ['apartment', 'house'] as const;
export type HousingType = (typeof HOUSING_TYPES)[number];

/** Where the technician goes, beyond the building tested. */
export interface InstallationAddressDetails {
  housingType: HousingType;
  /** Apartments: floor ("3", "RDC") and door. */
  floor?: string;
  apartment?: string;
  /** Residence or building name, access code, anything that helps the technician. */
  accessNotes?: string;
}

/** POST /installation-bookings, with an Idempotency-Key header. */
export const InstallationBookingRequest = Type.Object(
  {
    checkId: Uuid,
    productId: ModelId,
    addressDetails: Type.Unsafe<InstallationAddressDetails>({
      type: 'object',
      additionalProperties: false,
      required: ['housingType'],
      properties: { housingType: StringEnum(HOUSING_TYPES), floor: Text(10), apartment: Text(10), accessNotes: Text(200) },
      // An apartment needs its floor and door.
      if: { properties: { housingType: { const: 'apartment' } } },
      then: { required: ['floor', 'apartment'] },
    }),
    visitDate: Day,
    slot: InstallationSlotSchema,
    contactName: Text(80),
    contactMobile: Type.String({ pattern: MDN_PATTERN.source }),
  },
  { additionalProperties: false },
);
export type InstallationBookingRequest = Static<typeof InstallationBookingRequest>;

export const InstallationBooking = Type.Object({
  bookingId: Type.String(),
  /** What the customer quotes ("INS-7K3M9Q"). */
  reference: Type.String(),
  checkId: Type.String(),
  productId: Type.String(),
  visitDate: Type.String(),
  slot: InstallationSlotSchema,
  createdAt: Type.String(),
});
export type InstallationBooking = Static<typeof InstallationBooking>;

/** POST /installation-bookings/:bookingId/cancel. */
export const InstallationBookingParams = Type.Object({ bookingId: Uuid }, { additionalProperties: false });

/** POST /business-requests, with an Idempotency-Key header: a sales adviser calls the company back. */
export const BusinessEligibilityRequest = Type.Object(
  {
    checkId: Uuid,
    /** The business offer the company looked at, when it chose one. */
    productId: Type.Optional(ModelId),
    companyName: Text(120),
    contactName: Text(80),
    phone: Type.String({ pattern: MDN_PATTERN.source }),
    email: Type.String({ maxLength: 254, pattern: EMAIL_PATTERN.source }),
  },
  { additionalProperties: false },
);
export type BusinessEligibilityRequest = Static<typeof BusinessEligibilityRequest>;

export type BusinessEligibilityReceipt = FormReceipt;

export const ELIGIBILITY_ERROR_CODES = {
  /** No building has this id. */
  addressUnknown: 'eligibility-001',
  /** No test has this id. */
  checkUnknown: 'eligibility-002',
  /** The installation asks for a test whose address is not eligible. */
  checkNotEligible: 'eligibility-003',
  /** That slot of that day is full in the city. */
  slotFull: 'eligibility-004',
  /** The visit date is not a working day between tomorrow and the booking horizon. */
  visitDateOutside: 'eligibility-005',
  /** An installation is already booked for this test. */
  alreadyBooked: 'eligibility-006',
  /** The offer chosen is not one this address can get. */
  offerNotAvailable: 'eligibility-007',
  /** A visitor (browser or client address) already holds VISITOR_BOOKING_LIMITS visits, or a place of this slot. */
  bookingLimit: 'eligibility-008',
  /** No booking of this browser has this id (or it is cancelled, or its day has come). */
  bookingUnknown: 'eligibility-009',
} as const;

/**
 * Installation visits a visitor may hold at once (visits to come, not cancelled): per browser (the
 * sdata browser id), per client address, and one place per slot and day per address, so a few
 * anonymous bookings cannot fill a slot. A visitor cancels theirs to free its place.
 */
export const VISITOR_BOOKING_LIMITS = { perBrowser: 2, perAddress: 6, perAddressAndSlot: 1 } as const;
