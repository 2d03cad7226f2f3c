/**
 * Shapes of the eligibility service (`/api/v1/ms-eligibility/...`): the fibre and ADSL coverage
 * of an address, found by a search with suggestions or by the browser's position; each test is
 * recorded, and an installation visit is booked against an eligible test. Localised texts come in
 * the three languages, as the catalogue's do, so one answer serves every language.
 */
import type { CatalogProduct, CatalogSegment, LocalizedText } from './catalog';
import type { FormReceipt } from './forms';

export const TECHNOLOGIES = ['fibre', 'adsl'] as const;
export type Technology = (typeof TECHNOLOGIES)[number];

/** A building of the coverage model, as the search suggests it and the outcome shows it. */
export interface CoverageAddress {
  buildingId: string;
  /** "12, boulevard Al Massira Al Khadra" (number and street). */
  street: LocalizedText;
  neighbourhood: LocalizedText;
  cityId: string;
  city: LocalizedText;
  postalCode: string;
  latitude: number;
  longitude: number;
}

/** GET /addresses?q&city: at most this many suggestions. */
export const ADDRESS_SUGGESTIONS_MAX = 8;
/** Fewer characters than this suggest nothing (the page waits for more). */
export const ADDRESS_QUERY_MIN_LENGTH = 2;

export interface AddressSuggestions {
  q: string;
  suggestions: CoverageAddress[];
}

export interface CoverageCity {
  id: string;
  name: LocalizedText;
}

/** GET /cities: the cities of the coverage model, for the search's city filter. */
export interface CoverageCities {
  cities: CoverageCity[];
}

/**
 * eligible: the building gets the technology; not-covered: a known building (or a position) that
 * does not; not-found: an address the customer typed that is not in the list.
 */
export const ELIGIBILITY_STATUSES = ['eligible', 'not-covered', 'not-found'] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

/** How far from a browser position a building may stand to be taken as the customer's (metres). */
export const POSITION_MATCH_RADIUS_M = 200;

/** POST /checks: exactly one of buildingId, position or addressText. */
export interface EligibilityCheckRequest {
  technology: Technology;
  /** Default consumer; business checks answer the business offers. */
  segment?: CatalogSegment;
  buildingId?: string;
  position?: { latitude: number; longitude: number };
  /** An address the search did not find, as the customer typed it. */
  addressText?: string;
  cityId?: string;
}

/** What a building can get: the highest speed of each technology it has. */
export interface BuildingCoverage {
  fibreMaxMbps?: number;
  adslMaxMbps?: number;
}

export interface InstallationBookingSummary {
  reference: string;
  visitDate: string;
  slot: InstallationSlot;
  productId: string;
}

export interface EligibilityCheck {
  checkId: string;
  technology: Technology;
  segment: CatalogSegment;
  status: EligibilityStatus;
  checkedAt: string;
  /** The building tested (by address, or the nearest one to the position). */
  address?: CoverageAddress;
  /** The browser position tested. */
  position?: { latitude: number; longitude: number };
  /** Metres from the position to the building taken, for a test by position. */
  distanceMeters?: number;
  /** The address typed, for a not-found test. */
  addressText?: string;
  coverage: BuildingCoverage;
  /** Highest speed of the technology tested at this address, when eligible. */
  maxSpeedMbps?: number;
  /** The catalogue's offers of the technology that this address can get (eligible tests). */
  offers: CatalogProduct[];
  /** Other internet offers to suggest: the other technology where covered, i-dar, Vacay Wifi. */
  alternatives: CatalogProduct[];
  /** The installation booked on this test, once there is one. */
  booking?: InstallationBookingSummary;
}

/** Morning 9:00–13:00, evening 15:00–19:00, Moroccan time. */
export const INSTALLATION_SLOTS = ['morning', 'evening'] as const;
export type InstallationSlot = (typeof INSTALLATION_SLOTS)[number];
export const INSTALLATION_SLOT_HOURS: Record<InstallationSlot, { from: string; to: string }> = {
  morning: { from: '09:00', to: '13:00' },
  evening: { from: '15:00', to: '19:00' },
};

export interface InstallationDaySlots {
  /** YYYY-MM-DD, Moroccan date. */
  date: string;
  slots: Array<{ slot: InstallationSlot; remaining: number }>;
}

/** GET /installation-slots?cityId: every bookable day with what is left of each slot. */
export interface InstallationSlots {
  cityId: string;
  days: InstallationDaySlots[];
}

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
export interface InstallationBookingRequest {
  checkId: string;
  productId: string;
  addressDetails: InstallationAddressDetails;
  visitDate: string;
  slot: InstallationSlot;
  contactName: string;
  contactMobile: string;
}

export interface InstallationBooking {
  bookingId: string;
  /** What the customer quotes ("INS-7K3M9Q"). */
  reference: string;
  checkId: string;
  productId: string;
  visitDate: string;
  slot: InstallationSlot;
  createdAt: string;
}

/** POST /business-requests, with an Idempotency-Key header: a sales adviser calls the company back. */
export interface BusinessEligibilityRequest {
  checkId: string;
  /** The business offer the company looked at, when it chose one. */
  productId?: string;
  companyName: string;
  contactName: string;
  phone: string;
  email: string;
}

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
} as const;
