/**
 * Roaming prices (`/api/v1/ms-content/roaming…`): zones, countries, per-minute and per-MB prices
 * and the data passes a traveller buys. Every amount is in MAD, tax included (TTC). Each shape is
 * a TypeBox schema and the type of the same name.
 */
import { Named, StringEnum, Type, type Static } from './schema-kit';

export const ROAMING_ZONES = ['europe', 'maghreb', 'gulf-middle-east', 'north-america', 'africa', 'rest-of-world'] as const;
export type RoamingZoneId = (typeof ROAMING_ZONES)[number];
const RoamingZoneId = StringEnum(ROAMING_ZONES);

/** What a minute, a text or a megabyte costs abroad, in MAD TTC. */
export const RoamingRates = Type.Object({
  /** A call to a number of the visited country, per minute. */
  callsLocal: Type.Number(),
  /** A call back home to a Moroccan number, per minute. */
  callsToMorocco: Type.Number(),
  /** A call received abroad, per minute. */
  callsReceived: Type.Number(),
  /** A text sent; texts received are free. */
  smsSent: Type.Number(),
  /** Mobile data outside a pass, per megabyte. */
  dataPerMb: Type.Number(),
});
export interface RoamingRates extends Static<typeof RoamingRates> {}

export const ROAMING_RATE_KINDS = ['callsLocal', 'callsToMorocco', 'callsReceived', 'smsSent', 'dataPerMb'] as const satisfies ReadonlyArray<
  keyof RoamingRates
>;

export const RoamingPass = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Data included, in megabytes (1 Go = 1024). */
  volumeMb: Type.Integer(),
  validityDays: Type.Integer(),
  /** MAD TTC. */
  price: Type.Number(),
  /** How to buy it: a USSD code such as `*135*2#`. */
  ussdCode: Type.String(),
});
export interface RoamingPass extends Static<typeof RoamingPass> {}

export const RoamingZone = Type.Object({
  id: RoamingZoneId,
  name: Type.String(),
  description: Type.String(),
  rates: Named<RoamingRates>(RoamingRates),
  passes: Type.Array(Named<RoamingPass>(RoamingPass)),
  countryCount: Type.Integer(),
});
export interface RoamingZone extends Static<typeof RoamingZone> {}

const countrySummaryProperties = {
  /** ISO 3166-1 alpha-2, upper case (`FR`). */
  code: Type.String(),
  name: Type.String(),
  /** The flag emoji (regional indicators); systems without flag glyphs show the two letters. */
  flag: Type.String(),
  zoneId: RoamingZoneId,
  /**
   * The country's names in every language and usual other names, folded by `searchText`, so a
   * search matches "etats unis", "usa" or "امريكا" whatever the page's language.
   */
  keywords: Type.String(),
};

export const RoamingCountrySummary = Type.Object(countrySummaryProperties);
export interface RoamingCountrySummary extends Static<typeof RoamingCountrySummary> {}

/** GET /api/v1/ms-content/roaming?language */
export const RoamingOverview = Type.Object({
  zones: Type.Array(Named<RoamingZone>(RoamingZone)),
  /** Sorted by name in the language asked. */
  countries: Type.Array(Named<RoamingCountrySummary>(RoamingCountrySummary)),
  /** The USSD code that switches roaming on or off (`*135#`). */
  activationCode: Type.String(),
  /** Customer service from abroad, international format (`+212520220220`). */
  supportFromAbroad: Type.String(),
});
export interface RoamingOverview extends Static<typeof RoamingOverview> {}

export const RoamingPartner = Type.Object({
  name: Type.String(),
  technologies: Type.Array(StringEnum(['3G', '4G', '5G'])),
});
export interface RoamingPartner extends Static<typeof RoamingPartner> {}

/** GET /api/v1/ms-content/roaming/countries/{code}?language */
export const RoamingCountry = Type.Object({
  ...countrySummaryProperties,
  zone: Type.Object({ id: RoamingZoneId, name: Type.String() }),
  /** The country's own prices where it has some, else its zone's. */
  rates: Named<RoamingRates>(RoamingRates),
  /** The zone's passes, then the ones sold for this country only. */
  passes: Type.Array(Named<RoamingPass>(RoamingPass)),
  partners: Type.Array(Named<RoamingPartner>(RoamingPartner)),
  /** The visited country's calling code (`+33`). */
  dialCode: Type.String(),
});
export interface RoamingCountry extends Static<typeof RoamingCountry> {}

/** GET /api/v1/ms-content/roaming/countries/{code} */
export const RoamingCountryParams = Type.Object({ code: Type.String({ pattern: '^[A-Za-z]{2}$' }) });
export type RoamingCountryParams = Static<typeof RoamingCountryParams>;

/** GET /api/v1/ms-content/roaming/kit?language: the practical guide, a PDF. */
export const ROAMING_KIT_PATH = '/api/v1/ms-content/roaming/kit';

/** The kit's answer: the PDF's bytes. */
export const RoamingKitBytes = Type.String({ description: 'The travel kit, a PDF', format: 'binary' });

export const ROAMING_ERROR_CODES = {
  /** No roaming prices for this country code. */
  countryUnknown: 'roaming-001',
} as const;
