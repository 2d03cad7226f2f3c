import { and, asc, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  CATALOG_ERROR_CODES,
  CATALOG_SEGMENTS,
  CATALOG_SORTS,
  HOME_INTERNET_FAMILIES,
  NETWORKS,
  OPERATING_SYSTEMS,
  PRODUCT_FAMILIES,
  type CatalogFacets,
  CatalogPage,
  CatalogProduct,
  type CatalogQuery,
  type FacetValue,
} from '@atlas/contracts/catalog';
import { ApiError, errorResponses } from '../../errors';
import { publicCacheControl } from '../../plugins/public-reads';
import { catalogProducts } from './ms-catalog.tables';

type ProductRow = typeof catalogProducts.$inferSelect;

/**
 * The catalogue changes with the marketing calendar, not by the minute: browsers keep it an hour
 * (the remote keeps a query a day, spec §7), the edge revalidates it within seconds.
 */
const CATALOG_CACHE = publicCacheControl(3600);

const dirhams = (centimes: number) => centimes / 100;

export function toCatalogProduct(row: ProductRow): CatalogProduct {
  return {
    id: row.id,
    family: row.family,
    productType: row.productType,
    segment: row.segment,
    offer_name_fr: row.name.fr,
    offer_name_ar: row.name.ar,
    offerName: row.name.en,
    ...(row.brand ? { brand: row.brand } : {}),
    ...(row.network ? { network: row.network } : {}),
    ...(row.os ? { os: row.os } : {}),
    ...(row.homeFamily ? { homeFamily: row.homeFamily } : {}),
    price: dirhams(row.priceCentimes),
    ...(row.previousPriceCentimes ? { previousPrice: dirhams(row.previousPriceCentimes) } : {}),
    period: row.period,
    stockState: row.stockState,
    releasedAt: row.releasedAt.toISOString(),
    images: row.images,
    ...(row.colours ? { colours: row.colours } : {}),
    description: row.description,
    specs: row.specs,
    ...(row.allowances ? { allowances: row.allowances } : {}),
    ...(row.badge ? { badge: row.badge } : {}),
  };
}

const countBy = (rows: ProductRow[], pick: (row: ProductRow) => string | null): FacetValue[] => {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = pick(row);
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => a.value.localeCompare(b.value));
};

/** Facets describe the whole family (segment included), so a filter never hides its own siblings. */
function facetsOf(rows: ProductRow[]): CatalogFacets {
  const prices = rows.map((row) => dirhams(row.priceCentimes));
  return {
    brands: countBy(rows, (row) => row.brand),
    networks: countBy(rows, (row) => row.network),
    operatingSystems: countBy(rows, (row) => row.os),
    price: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
  };
}

const ORDER_BY: Record<NonNullable<CatalogQuery['sort']>, SQL[]> = {
  newest: [desc(catalogProducts.releasedAt), asc(catalogProducts.position)],
  'price-asc': [asc(catalogProducts.priceCentimes), asc(catalogProducts.position)],
  'price-desc': [desc(catalogProducts.priceCentimes), asc(catalogProducts.position)],
};

/** `os=android,ios` and `os=android&os=ios` both mean two systems. */
const listParam = (values: readonly string[]) => ({
  anyOf: [
    { type: 'array', items: { type: 'string', enum: values }, maxItems: values.length },
    { type: 'string', pattern: `^(${values.join('|')})(,(${values.join('|')}))*$` },
  ],
});
// Fastify coerces a single value into a one-item array, so each item may still hold commas.
const splitList = (value: string | string[] | undefined): string[] | undefined =>
  value === undefined ? undefined : [value].flat().flatMap((item) => item.split(',')).filter(Boolean);

const brandPattern = { type: 'string', pattern: '^[A-Za-z0-9 -]{1,40}(,[A-Za-z0-9 -]{1,40}){0,19}$' } as const;

interface ListQuery {
  family: CatalogQuery['family'];
  segment?: CatalogQuery['segment'];
  homeFamily?: CatalogQuery['homeFamily'];
  brand?: string | string[];
  network?: string | string[];
  os?: string | string[];
  minPrice?: number;
  maxPrice?: number;
  sort?: CatalogQuery['sort'];
}

/** ms-catalog, mounted at /api/v1/ms-catalog. */
export const msCatalogRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ListQuery; Reply: CatalogPage }>(
    '/products',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['family'],
          additionalProperties: false,
          properties: {
            family: { type: 'string', enum: [...PRODUCT_FAMILIES] },
            segment: { type: 'string', enum: [...CATALOG_SEGMENTS] },
            homeFamily: { type: 'string', enum: [...HOME_INTERNET_FAMILIES] },
            brand: { anyOf: [{ type: 'array', items: brandPattern, maxItems: 20 }, brandPattern] },
            network: listParam(NETWORKS),
            os: listParam(OPERATING_SYSTEMS),
            minPrice: { type: 'number', minimum: 0, maximum: 1_000_000 },
            maxPrice: { type: 'number', minimum: 0, maximum: 1_000_000 },
            sort: { type: 'string', enum: [...CATALOG_SORTS] },
            gzip_controle: { type: 'boolean' },
          },
        },
        response: { 200: CatalogPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { family, segment, homeFamily, minPrice, maxPrice, sort = 'newest' } = request.query;
      if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
        throw new ApiError(400, CATALOG_ERROR_CODES.invalidPriceRange, 'minPrice is above maxPrice', [{ field: 'minPrice', rule: 'max' }]);
      }
      return app.publicReads.send(request, reply, CATALOG_CACHE, async () => {
        const scope = and(
          eq(catalogProducts.family, family),
          segment ? eq(catalogProducts.segment, segment) : undefined,
          homeFamily ? eq(catalogProducts.homeFamily, homeFamily) : undefined,
        );
        const brands = splitList(request.query.brand);
        const networks = splitList(request.query.network) as CatalogQuery['network'];
        const systems = splitList(request.query.os) as CatalogQuery['os'];
        const [familyRows, items] = await Promise.all([
          app.db.select().from(catalogProducts).where(scope),
          app.db
            .select()
            .from(catalogProducts)
            .where(
              and(
                scope,
                brands?.length ? inArray(catalogProducts.brand, brands) : undefined,
                networks?.length ? inArray(catalogProducts.network, networks) : undefined,
                systems?.length ? inArray(catalogProducts.os, systems) : undefined,
                minPrice !== undefined ? gte(catalogProducts.priceCentimes, Math.round(minPrice * 100)) : undefined,
                maxPrice !== undefined ? lte(catalogProducts.priceCentimes, Math.round(maxPrice * 100)) : undefined,
              ),
            )
            .orderBy(...ORDER_BY[sort]),
        ]);
        return { items: items.map(toCatalogProduct), total: items.length, facets: facetsOf(familyRows) };
      });
    },
  );

  // The operator's contract answers an array; the site reads its first item.
  app.get<{ Params: { id: string }; Reply: CatalogProduct[] }>(
    '/product/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' } } },
        querystring: { type: 'object', properties: { gzip_controle: { type: 'boolean' } } },
        response: { 200: Type.Array(CatalogProduct), ...errorResponses },
      },
    },
    async (request, reply) =>
      app.publicReads.send(request, reply, CATALOG_CACHE, async () => {
        const rows = await app.db.select().from(catalogProducts).where(eq(catalogProducts.id, request.params.id));
        if (rows.length === 0) throw new ApiError(404, CATALOG_ERROR_CODES.productUnknown, 'No product has this id');
        return rows.map(toCatalogProduct);
      }),
  );
};

