/**
 * Shapes of the agency locator (`/api/v1/ms-content/agencies`): each a TypeBox schema and the type of the same name.
 */
import { LanguageParam } from './content';
import { Named, StringEnum, Type, type Static } from './schema-kit';

export const AGENCY_SERVICES = ['sales', 'after-sales', 'payment', 'identification', 'business'] as const;
export type AgencyService = (typeof AGENCY_SERVICES)[number];

/** Opening of one weekday (0 Sunday … 6 Saturday), local time "HH:MM"; a day absent is closed. */
export const OpeningHours = Type.Object({ day: Type.Integer(), opens: Type.String(), closes: Type.String() });
export interface OpeningHours extends Static<typeof OpeningHours> {}

export const Agency = Type.Object({
  id: Type.String(),
  name: Type.String(),
  cityId: Type.String(),
  city: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  hours: Type.Array(Named<OpeningHours>(OpeningHours)),
  // The answer's JSON schema lets any service through, as it always did.
  services: Type.Array(Type.Unsafe<AgencyService>(Type.String())),
  openOnSunday: Type.Boolean(),
  /** Kilometres from the position asked, when one was given. */
  distanceKm: Type.Optional(Type.Number()),
});
export interface Agency extends Static<typeof Agency> {}

export const AgencyCity = Type.Object({ id: Type.String(), name: Type.String() });
export interface AgencyCity extends Static<typeof AgencyCity> {}

/** GET /api/v1/ms-content/agencies?language&city&service&sunday&lat&lng: a position is lat and lng together. */
export const AgenciesQuery = Type.Object(
  {
    language: LanguageParam,
    city: Type.Optional(Type.String({ pattern: '^[a-z-]{1,40}$' })),
    service: Type.Optional(StringEnum(AGENCY_SERVICES)),
    sunday: Type.Optional(Type.Boolean()),
    lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  },
  { dependencies: { lat: ['lng'], lng: ['lat'] } },
);
export type AgenciesQuery = Static<typeof AgenciesQuery>;

export const AgenciesResponse = Type.Object({
  agencies: Type.Array(Named<Agency>(Agency)),
  /** Every city with an agency, for the city filter. */
  cities: Type.Array(Named<AgencyCity>(AgencyCity)),
});
export interface AgenciesResponse extends Static<typeof AgenciesResponse> {}
