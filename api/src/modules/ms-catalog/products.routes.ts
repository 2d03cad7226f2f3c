import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CATALOG_ERROR_CODES,
  CatalogListQuery,
  CatalogPage,
  GzipControlQuery,
  ProductAnswer,
  ProductParams,
  type CatalogQuery,
} from '@atlas/contracts/catalog';
import { ApiError, errorResponses } from '../../errors';
import { publicCacheControl } from '../../plugins/public-reads';
import { facetsOf, toCatalogProduct } from './catalog-products';

/**
 * The catalogue changes with the marketing calendar, not by the minute: browsers keep it an hour
 * (the remote keeps a query a day, spec §7), the edge revalidates it within seconds.
 */
const CATALOG_CACHE = publicCacheControl(3600);

// Fastify coerces a single value into a one-item array, so each item may still hold commas.
const splitList = <T extends string>(value: T | string | Array<T | string> | undefined): T[] | undefined =>
  value === undefined
    ? undefined
    : ([value]
        .flat()
        .flatMap((item) => item.split(','))
        .filter(Boolean) as T[]);

/** ms-catalog, mounted at /api/v1/ms-catalog. */
export const msCatalogRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/products', { schema: { querystring: CatalogListQuery, response: { 200: CatalogPage, ...errorResponses } } }, async (request, reply) => {
    const { family, segment, homeFamily, minPrice, maxPrice, sort = 'newest' } = request.query;
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      throw new ApiError(400, CATALOG_ERROR_CODES.invalidPriceRange, 'minPrice is above maxPrice', [{ field: 'minPrice', rule: 'max' }]);
    }
    return app.publicReads.send(request, reply, CATALOG_CACHE, async () => {
      const scope = { family, segment, homeFamily };
      const [familyRows, items] = await Promise.all([
        app.productsRepository.inScope(scope),
        app.productsRepository.filtered(
          scope,
          {
            brands: splitList(request.query.brand),
            networks: splitList<NonNullable<CatalogQuery['network']>[number]>(request.query.network),
            systems: splitList<NonNullable<CatalogQuery['os']>[number]>(request.query.os),
            minCentimes: minPrice !== undefined ? Math.round(minPrice * 100) : undefined,
            maxCentimes: maxPrice !== undefined ? Math.round(maxPrice * 100) : undefined,
          },
          sort,
        ),
      ]);
      return { items: items.map(toCatalogProduct), total: items.length, facets: facetsOf(familyRows) };
    });
  });

  // The operator's contract answers an array; the site reads its first item.
  app.get(
    '/product/:id',
    { schema: { params: ProductParams, querystring: GzipControlQuery, response: { 200: ProductAnswer, ...errorResponses } } },
    async (request, reply) =>
      app.publicReads.send(request, reply, CATALOG_CACHE, async () => {
        const rows = await app.productsRepository.byId(request.params.id);
        if (rows.length === 0) throw new ApiError(404, CATALOG_ERROR_CODES.productUnknown, 'No product has this id');
        return rows.map(toCatalogProduct);
      }),
  );
};
