import { api, createQueryCache } from '@atlas/runtime';
import type { CatalogPage, CatalogProduct, CatalogQuery } from '@atlas/contracts/catalog';

export const CATALOG_BASE = '/api/v1/ms-catalog';

/** Spec §7: catalogue queries are kept unused for 86400 s. One cache for the remote's pages. */
export const catalogQueries = createQueryCache({ keepUnusedMs: 86_400_000 });

/** The query string of a listing, lists joined by commas, in a stable order so equal queries share a key. */
export function catalogSearchParams(query: CatalogQuery): URLSearchParams {
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

export const catalogPageKey = (query: CatalogQuery) => `products?${catalogSearchParams(query).toString()}`;

export const loadCatalogPage = (query: CatalogQuery) =>
  catalogQueries.fetch(catalogPageKey(query), () => api.get<CatalogPage>(`${CATALOG_BASE}/products`, { params: catalogSearchParams(query) }));

export const productKey = (id: string) => `product/${id}`;

/** The operator's contract answers an array; the first item is the product. */
export const loadProduct = (id: string) =>
  catalogQueries.fetch(productKey(id), async () => {
    const [product] = await api.get<CatalogProduct[]>(`${CATALOG_BASE}/product/${encodeURIComponent(id)}`, { params: { gzip_controle: true } });
    if (!product) throw new Error('The catalogue answered no product');
    return product;
  });
