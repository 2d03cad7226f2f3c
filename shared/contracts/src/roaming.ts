/**
 * Roaming prices (`/api/v1/ms-content/roaming…`): zones, countries, per-minute and per-MB prices
 * and the data passes a traveller buys. Every amount is in MAD, tax included (TTC).
 */

export const ROAMING_ZONES = ['europe', 'maghreb', 'gulf-middle-east', 'north-america', 'africa', 'rest-of-world'] as const;
export type RoamingZoneId = (typeof ROAMING_ZONES)[number];

/** What a minute, a text or a megabyte costs abroad, in MAD TTC. */
export interface RoamingRates {
  /** A call to a number of the visited country, per minute. */
  callsLocal: number;
  /** A call back home to a Moroccan number, per minute. */
  callsToMorocco: number;
  /** A call received abroad, per minute. */
  callsReceived: number;
  /** A text sent; texts received are free. */
  smsSent: number;
  /** Mobile data outside a pass, per megabyte. */
  dataPerMb: number;
}

export const ROAMING_RATE_KINDS = ['callsLocal', 'callsToMorocco', 'callsReceived', 'smsSent', 'dataPerMb'] as const satisfies ReadonlyArray<
  keyof RoamingRates
>;

export interface RoamingPass {
  id: string;
  name: string;
  /** Data included, in megabytes (1 Go = 1024). */
  volumeMb: number;
  validityDays: number;
  /** MAD TTC. */
  price: number;
  /** How to buy it: a USSD code such as `*135*2#`. */
  ussdCode: string;
}

export interface RoamingZone {
  id: RoamingZoneId;
  name: string;
  description: string;
  rates: RoamingRates;
  passes: RoamingPass[];
  countryCount: number;
}

export interface RoamingCountrySummary {
  /** ISO 3166-1 alpha-2, upper case (`FR`). */
  code: string;
  name: string;
  /** The flag emoji (regional indicators); systems without flag glyphs show the two letters. */
  flag: string;
  zoneId: RoamingZoneId;
  /**
   * The country's names in every language and usual other names, folded by `searchText`, so a
   * search matches "etats unis", "usa" or "امريكا" whatever the page's language.
   */
  keywords: string;
}

/** GET /api/v1/ms-content/roaming?language */
export interface RoamingOverview {
  zones: RoamingZone[];
  /** Sorted by name in the language asked. */
  countries: RoamingCountrySummary[];
  /** The USSD code that switches roaming on or off (`*135#`). */
  activationCode: string;
  /** Customer service from abroad, international format (`+212520220220`). */
  supportFromAbroad: string;
}

export interface RoamingPartner {
  name: string;
  technologies: Array<'3G' | '4G' | '5G'>;
}

/** GET /api/v1/ms-content/roaming/countries/{code}?language */
export interface RoamingCountry extends RoamingCountrySummary {
  zone: { id: RoamingZoneId; name: string };
  /** The country's own prices where it has some, else its zone's. */
  rates: RoamingRates;
  /** The zone's passes, then the ones sold for this country only. */
  passes: RoamingPass[];
  partners: RoamingPartner[];
  /** The visited country's calling code (`+33`). */
  dialCode: string;
}

/** GET /api/v1/ms-content/roaming/kit?language: the practical guide, a PDF. */
export const ROAMING_KIT_PATH = '/api/v1/ms-content/roaming/kit';

export const ROAMING_ERROR_CODES = {
  /** No roaming prices for this country code. */
  countryUnknown: 'roaming-001',
} as const;
