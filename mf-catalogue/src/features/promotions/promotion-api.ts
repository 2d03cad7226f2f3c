import { type Language } from '@atlas/contracts';
import { atlasApi } from '@atlas/runtime';
import type { Promotion } from '@atlas/contracts/promotions';

const promotionApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    /** The answer carries the server's clock: never kept once the page has it. */
    promotion: build.query<Promotion, { id: string; language: Language }>({
      query: ({ id, language }) => ({ url: `/api/v1/ms-content/promotions/${encodeURIComponent(id)}`, params: { language } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePromotionQuery } = promotionApi;

/**
 * The instant, on this browser's clock, when `at` (a server instant) comes: the server's clock
 * decides, whatever the customer's clock says.
 */
export const onClientClock = (at: string, serverTime: string, receivedAt: number) => receivedAt + (Date.parse(at) - Date.parse(serverTime));
