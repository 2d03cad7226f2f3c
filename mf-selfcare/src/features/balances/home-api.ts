import { atlasApi } from '@atlas/runtime';
import type { InvoiceHistoryResponse } from '@atlas/contracts/billing';
import type { RechargeFavorite } from '@atlas/contracts/recharge';

/**
 * What the dashboard shows beside the balances: the numbers the customer recharges (with the last
 * product bought for each, to repeat it) and the line's invoices (what is due). Both change under
 * the customer (a recharge, a payment): nothing is kept once the dashboard is left.
 */
const homeApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    homeRechargeFavorites: build.query<RechargeFavorite[], string>({
      query: (mdn) => ({ url: `/api/v1/ms-payment/recharge/favorite/${encodeURIComponent(mdn)}`, authorized: true }),
      keepUnusedDataFor: 0,
    }),
    homeInvoices: build.query<InvoiceHistoryResponse, string>({
      query: (mdn) => ({ url: `/api/v1/ms-billing/invoices/b2c/history/${encodeURIComponent(mdn)}`, params: { sort: 'asc' }, authorized: true }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useHomeRechargeFavoritesQuery, useHomeInvoicesQuery } = homeApi;
