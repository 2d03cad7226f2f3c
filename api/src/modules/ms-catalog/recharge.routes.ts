import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RechargeProductsParams, RechargeProductsQuery, RechargeProductsResponse } from '@atlas/contracts/recharge';
import { errorResponses } from '../../errors';
import { productsFor, rechargeableLine } from '../ms-payment/public';

/**
 * GET /api/v1/ms-catalog/recharge/{mdn}?gzip_controle=true: what this line may buy. payment-014
 * for a malformed number, payment-019 for a number that is not a mobile line of the operator in
 * service (another operator's, a fixed line, a closed line). The spec's text fields arrive as any
 * string: their format is checked by rechargeableLine so the answer is the spec's code.
 */
export const rechargeCatalogRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/recharge/:mdn',
    { schema: { params: RechargeProductsParams, querystring: RechargeProductsQuery, response: { 200: RechargeProductsResponse, ...errorResponses } } },
    async (request, reply) => {
      const line = await rechargeableLine(app.db, request.params.mdn);
      reply.header('cache-control', 'private, max-age=60');
      return { mdn: line.mdn, segment: line.segment, products: await productsFor(app.db, line.segment) };
    },
  );
};
