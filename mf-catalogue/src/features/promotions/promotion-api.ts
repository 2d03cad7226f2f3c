import { type Language } from '@atlas/contracts';
import { api, createQueryCache } from '@atlas/runtime';
import type { Promotion } from '@atlas/contracts/promotions';

/** The answer carries the server's clock: never kept once the page has it. */
export const promotionQueries = createQueryCache({ keepUnusedMs: 0 });

export const promotionKey = (id: string, language: Language) => `promotion/${language}/${id}`;
export const loadPromotion = (id: string, language: Language) =>
  promotionQueries.fetch(promotionKey(id, language), () => api.get<Promotion>(`/api/v1/ms-content/promotions/${encodeURIComponent(id)}`, { params: { language } }));

/**
 * The instant, on this browser's clock, when `at` (a server instant) comes: the server's clock
 * decides, whatever the customer's clock says.
 */
export const onClientClock = (at: string, serverTime: string, receivedAt: number) => receivedAt + (Date.parse(at) - Date.parse(serverTime));
