import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CustomerPlans } from '@atlas/contracts/line-services';
import { errorResponses } from '../../errors';
import { toCatalogProduct } from '../ms-catalog/public';

/** GET /api/ms-order/v1/get-catalog (bearer): the plans the signed-in customer may take, by their segment. */
export const getCatalogRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/get-catalog', { preHandler: app.requireCustomer, schema: { response: { 200: CustomerPlans, ...errorResponses } } }, async (request, reply) => {
    const rows = await app.plansRepository.plansFor(request.customer.accountId);
    reply.header('cache-control', 'private, no-store');
    return { offers: rows.map(toCatalogProduct) };
  });
};
