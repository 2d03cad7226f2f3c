import { api, createQueryCache } from '@atlas/runtime';
import type {
  AddressSuggestions,
  CoverageCities,
  EligibilityCheck,
  EligibilityCheckRequest,
  InstallationBooking,
  InstallationBookingRequest,
  InstallationSlots,
} from '@atlas/contracts/eligibility';

export const ELIGIBILITY_BASE = '/api/v1/ms-eligibility';

/** The coverage model changes weekly: cities and suggestions are kept five minutes of non-use. */
export const coverageQueries = createQueryCache({ keepUnusedMs: 300_000 });

export const loadCoverageCities = () => coverageQueries.fetch('cities', () => api.get<CoverageCities>(`${ELIGIBILITY_BASE}/cities`));

export const suggestionsKey = (q: string, city: string) => `addresses?q=${q}&city=${city}`;

export const loadAddressSuggestions = (q: string, city: string) =>
  coverageQueries.fetch(suggestionsKey(q, city), () => api.get<AddressSuggestions>(`${ELIGIBILITY_BASE}/addresses`, { params: { q, ...(city ? { city } : {}) } }));

export const runEligibilityCheck = (request: EligibilityCheckRequest) => api.post<EligibilityCheck>(`${ELIGIBILITY_BASE}/checks`, request);

/** Tests read again by id (the offer page); cleared when a booking changes one. */
export const checkQueries = createQueryCache({ keepUnusedMs: 60_000 });

export const loadEligibilityCheck = (checkId: string) => api.get<EligibilityCheck>(`${ELIGIBILITY_BASE}/checks/${encodeURIComponent(checkId)}`);

export const loadInstallationSlots = (cityId: string) => api.get<InstallationSlots>(`${ELIGIBILITY_BASE}/installation-slots`, { params: { cityId } });

export const bookInstallation = (request: InstallationBookingRequest, idempotencyKey: string) =>
  api.post<InstallationBooking>(`${ELIGIBILITY_BASE}/installation-bookings`, request, { headers: { 'Idempotency-Key': idempotencyKey } });
