import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Order, OrderQuery } from '@atlas/contracts/shop';
import { errorResponses } from '../../errors';

/** GET /api/v1/ms-ecom/order?refNumber: an order by its reference (the result pages read it after payment). */
export const orderLookupRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/order', { schema: { querystring: OrderQuery, response: { 200: Order, ...errorResponses } } }, (request, reply) =>
    app.orderLookup(request, reply, request.query.refNumber),
  );
};
