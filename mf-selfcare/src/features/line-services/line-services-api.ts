import type { CheckIdentificationStatusResponse } from '@atlas/contracts/identification';
import type { AvailableNumbersRequest, AvailableNumbersResponse } from '@atlas/contracts/shop';
import { atlasApi } from '@atlas/runtime';

/**
 * The reads of a line's services. A line's state changes with each act, so nothing is kept once a
 * page leaves it; the line's number is part of each read's key (the segmentation token that the
 * api client sends says which line, the url does not always).
 */
export const lineServicesApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    /** One of the line's states (`GET url`, signed in). */
    lineState: build.query<unknown, { url: string; mdn: string }>({
      query: ({ url }) => ({ url, authorized: true }),
      keepUnusedDataFor: 0,
    }),
    /** The numbers free in a category for a number change: they go as others take them. */
    numbersForChange: build.query<AvailableNumbersResponse, Pick<AvailableNumbersRequest, 'category'> & { mdn: string }>({
      query: (body) => ({ url: '/api/ms-service/v2/list-available-number', method: 'POST', data: body, authorized: true }),
      keepUnusedDataFor: 0,
    }),
    /** Whether the line's holder is known (the spec asks it without the customer's tokens). */
    identificationStatus: build.query<CheckIdentificationStatusResponse, string>({
      query: (mdn) => ({ url: '/api/ms-identification/v1/check-identification-status', method: 'POST', data: { mdn }, anonymous: true }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLineStateQuery, useNumbersForChangeQuery, useIdentificationStatusQuery } = lineServicesApi;
