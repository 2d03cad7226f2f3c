import { atlasApi } from '@atlas/runtime';
import type { UsageAlertsRequest, UsageAlertsResponse } from '@atlas/contracts/usage-alerts';

const PATH = '/api/ms-consumption/v1/usage-alerts';

/**
 * The selected line's usage alerts (the api client adds its segmentation token, so the line's
 * number keys the read): read, and replaced as a whole by the mutation, whose answer is the new
 * state and refreshes the read.
 */
const usageAlertsApi = atlasApi.enhanceEndpoints({ addTagTypes: ['UsageAlerts'] }).injectEndpoints({
  endpoints: (build) => ({
    usageAlerts: build.query<UsageAlertsResponse, string>({
      query: () => ({ url: PATH, authorized: true }),
      keepUnusedDataFor: 0,
      providesTags: (_answer, _error, mdn) => [{ type: 'UsageAlerts', id: mdn }],
    }),
    setUsageAlerts: build.mutation<UsageAlertsResponse, { mdn: string } & UsageAlertsRequest>({
      query: ({ mdn: _mdn, ...body }) => ({ url: PATH, method: 'PUT', data: body, authorized: true }),
      invalidatesTags: (_answer, _error, { mdn }) => [{ type: 'UsageAlerts', id: mdn }],
    }),
  }),
});

export const { useUsageAlertsQuery, useSetUsageAlertsMutation } = usageAlertsApi;
