import { api, atlasApi } from '@atlas/runtime';
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

export const runEligibilityCheck = (request: EligibilityCheckRequest) => api.post<EligibilityCheck>(`${ELIGIBILITY_BASE}/checks`, request);

/** The coverage model changes weekly: cities and suggestions are kept five minutes of non-use. */
const COVERAGE_KEEP_S = 300;

const eligibilityApi = atlasApi.enhanceEndpoints({ addTagTypes: ['EligibilityCheck', 'InstallationSlots'] }).injectEndpoints({
  endpoints: (build) => ({
    coverageCities: build.query<CoverageCities, void>({
      query: () => ({ url: `${ELIGIBILITY_BASE}/cities` }),
      keepUnusedDataFor: COVERAGE_KEEP_S,
    }),
    addressSuggestions: build.query<AddressSuggestions, { q: string; city: string }>({
      query: ({ q, city }) => ({ url: `${ELIGIBILITY_BASE}/addresses`, params: { q, ...(city ? { city } : {}) } }),
      keepUnusedDataFor: COVERAGE_KEEP_S,
    }),
    /** A test read again by id (the offer page, a reload); read again when a booking changes it. */
    eligibilityCheck: build.query<EligibilityCheck, string>({
      query: (checkId) => ({ url: `${ELIGIBILITY_BASE}/checks/${encodeURIComponent(checkId)}` }),
      keepUnusedDataFor: 60,
      providesTags: (_answer, _error, checkId) => [{ type: 'EligibilityCheck', id: checkId }],
    }),
    /** The places left: never kept, others book them. */
    installationSlots: build.query<InstallationSlots, string>({
      query: (cityId) => ({ url: `${ELIGIBILITY_BASE}/installation-slots`, params: { cityId } }),
      keepUnusedDataFor: 0,
      providesTags: ['InstallationSlots'],
    }),
  }),
});

export const { useCoverageCitiesQuery, useAddressSuggestionsQuery, useEligibilityCheckQuery, useInstallationSlotsQuery } = eligibilityApi;

/** What a booking or its cancellation changes: the test that names the visit, the places left. */
export const bookingChanged = (checkId: string) => eligibilityApi.util.invalidateTags([{ type: 'EligibilityCheck', id: checkId }, 'InstallationSlots']);

export const bookInstallation = (request: InstallationBookingRequest, idempotencyKey: string) =>
  api.post<InstallationBooking>(`${ELIGIBILITY_BASE}/installation-bookings`, request, { headers: { 'Idempotency-Key': idempotencyKey } });

/** Cancels a visit booked from this browser (the api client's browser id is the proof); its place is free again. */
export const cancelInstallation = (bookingId: string) => api.post<void>(`${ELIGIBILITY_BASE}/installation-bookings/${encodeURIComponent(bookingId)}/cancel`);
