/**
 * Shapes of the agency locator (`/api/v1/ms-content/agencies`). Types and constants only.
 */

export const AGENCY_SERVICES = ['sales', 'after-sales', 'payment', 'identification', 'business'] as const;
export type AgencyService = (typeof AGENCY_SERVICES)[number];

/** Opening of one weekday (0 Sunday … 6 Saturday), local time "HH:MM"; a day absent is closed. */
export interface OpeningHours {
  day: number;
  opens: string;
  closes: string;
}

export interface Agency {
  id: string;
  name: string;
  cityId: string;
  city: string;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  hours: OpeningHours[];
  services: AgencyService[];
  openOnSunday: boolean;
  /** Kilometres from the position asked, when one was given. */
  distanceKm?: number;
}

export interface AgencyCity {
  id: string;
  name: string;
}

/** GET /api/v1/ms-content/agencies?language&city&service&sunday&lat&lng */
export interface AgenciesResponse {
  agencies: Agency[];
  /** Every city with an agency, for the city filter. */
  cities: AgencyCity[];
}
