import { atlasApi } from '@atlas/runtime';
import type { BalancesResponse } from '@atlas/contracts';

/**
 * GET /api/ms-balance/v1/balances of one line: the api client adds the selected line's
 * segmentation token, so the line's number is the read's key (another line, another read).
 */
export const balancesApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    balances: build.query<BalancesResponse, string>({
      query: () => ({ url: '/api/ms-balance/v1/balances', authorized: true }),
    }),
  }),
});
