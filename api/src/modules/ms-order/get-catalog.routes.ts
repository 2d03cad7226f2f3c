import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { CatalogProduct } from '@atlas/contracts/catalog';
import { accounts, catalogProducts } from '../../db/schema';
import { errorResponses } from '../../errors';
import { toCatalogProduct } from '../ms-catalog/public';

/** GET /api/ms-order/v1/get-catalog (bearer): the plans the signed-in customer may take, by their segment. */
export const getCatalogRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: { offers: CatalogProduct[] } }>(
    '/get-catalog',
    {
      preHandler: app.requireCustomer,
      schema: { response: { 200: Type.Object({ offers: Type.Array(CatalogProduct) }), ...errorResponses } },
    },
    async (request, reply) => {
      const [account] = await app.db.select({ segment: accounts.segment }).from(accounts).where(eq(accounts.id, request.customer.accountId));
      const segment = account?.segment === 'B2B' ? 'business' : 'consumer';
      const rows = await app.db
        .select()
        .from(catalogProducts)
        .where(and(eq(catalogProducts.family, 'plan'), eq(catalogProducts.segment, segment)))
        .orderBy(asc(catalogProducts.position));
      reply.header('cache-control', 'private, no-store');
      return { offers: rows.map(toCatalogProduct) };
    },
  );
};
