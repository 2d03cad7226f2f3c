import { type Language } from '@atlas/contracts';
import { api, atlasApi, CLIENT_ERROR_CODES } from '@atlas/runtime';
import type { CatalogPage, CatalogProduct } from '@atlas/contracts/catalog';
import type { AgenciesResponse } from '@atlas/contracts/places';
import type { PortabilityEligibility, PortabilityEligibilityRequest } from '@atlas/contracts/portability';
import type { AvailableNumbersRequest, AvailableNumbersResponse, NumberCategory } from '@atlas/contracts/shop';

/** Spec §7: catalogue answers are kept unused for 86400 s; agencies and categories change as rarely. */
const SHOP_KEEP_S = 86_400;

const noProduct = { isApiError: true as const, status: 200, code: CLIENT_ERROR_CODES.generic, message: 'The catalogue answered no product', data: null };

const checkoutApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    /** The operator's contract answers an array; the first item is the product. */
    checkoutProduct: build.query<CatalogProduct, string>({
      queryFn: async (id, _api, _extra, baseQuery) => {
        const answer = await baseQuery({ url: `/api/v1/ms-catalog/product/${encodeURIComponent(id)}`, params: { gzip_controle: true } });
        if (answer.error) return { error: answer.error };
        const [product] = answer.data as CatalogProduct[];
        return product ? { data: product } : { error: noProduct };
      },
      keepUnusedDataFor: SHOP_KEEP_S,
    }),
    /** The boxes an i-dar offer comes with. */
    idarDevices: build.query<CatalogProduct[], void>({
      query: () => ({ url: '/api/v1/ms-catalog/products', params: { family: 'accessory', homeFamily: 'idar-duo' } }),
      transformResponse: (page: CatalogPage) => page.items,
      keepUnusedDataFor: SHOP_KEEP_S,
    }),
    numberCategories: build.query<NumberCategory[], void>({
      query: () => ({ url: '/api/ms-service/v1/list-number-category' }),
      keepUnusedDataFor: SHOP_KEEP_S,
    }),
    /** Numbers free now: never kept, they go as others reserve them. */
    availableNumbers: build.query<AvailableNumbersResponse, AvailableNumbersRequest>({
      query: (request) => ({ url: '/api/ms-service/v2/list-available-number', method: 'POST', data: request }),
      keepUnusedDataFor: 0,
    }),
    /** The agencies that sell, where an order can be collected. */
    salesAgencies: build.query<AgenciesResponse, Language>({
      query: (language) => ({ url: '/api/v1/ms-content/agencies', params: { language, service: 'sales' } }),
      keepUnusedDataFor: SHOP_KEEP_S,
    }),
  }),
});

export const { useCheckoutProductQuery, useIdarDevicesQuery, useNumberCategoriesQuery, useAvailableNumbersQuery, useSalesAgenciesQuery } = checkoutApi;

export const checkPortability = (request: PortabilityEligibilityRequest) =>
  api.post<PortabilityEligibility>('/api/v1/ms-ecom/portability/eligibility', request);
