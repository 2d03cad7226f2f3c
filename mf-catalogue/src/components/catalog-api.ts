import { atlasApi, CLIENT_ERROR_CODES } from '@atlas/runtime';
import type { CatalogPage, CatalogProduct, CatalogQuery } from '@atlas/contracts/catalog';

const CATALOG_BASE = '/api/v1/ms-catalog';

/** The query string of a listing, lists joined by commas, in a stable order so equal queries share a key. */
function catalogSearchParams(query: CatalogQuery): URLSearchParams {
  const params = new URLSearchParams({ family: query.family });
  if (query.segment) params.set('segment', query.segment);
  if (query.homeFamily) params.set('homeFamily', query.homeFamily);
  if (query.brand?.length) params.set('brand', [...query.brand].sort().join(','));
  if (query.network?.length) params.set('network', [...query.network].sort().join(','));
  if (query.os?.length) params.set('os', [...query.os].sort().join(','));
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  if (query.sort) params.set('sort', query.sort);
  return params;
}

/** Spec §7: catalogue queries are kept unused for 86400 s. */
const CATALOG_KEEP_S = 86_400;

/** The operator's contract answers an array; the first item is the product. */
const catalogApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    catalogPage: build.query<CatalogPage, CatalogQuery>({
      query: (query) => ({ url: `${CATALOG_BASE}/products`, params: catalogSearchParams(query) }),
      // Equal queries share an entry whatever the order of their lists.
      serializeQueryArgs: ({ queryArgs }) => `catalogPage(${catalogSearchParams(queryArgs).toString()})`,
      keepUnusedDataFor: CATALOG_KEEP_S,
    }),
    catalogProduct: build.query<CatalogProduct, string>({
      queryFn: async (id, _api, _extra, baseQuery) => {
        const answer = await baseQuery({ url: `${CATALOG_BASE}/product/${encodeURIComponent(id)}`, params: { gzip_controle: true } });
        if (answer.error) return { error: answer.error };
        const [product] = answer.data as CatalogProduct[];
        return product ? { data: product } : { error: noProduct };
      },
      keepUnusedDataFor: CATALOG_KEEP_S,
    }),
  }),
});

const noProduct = { isApiError: true as const, status: 200, code: CLIENT_ERROR_CODES.generic, message: 'The catalogue answered no product', data: null };

export const { useCatalogPageQuery, useCatalogProductQuery } = catalogApi;
