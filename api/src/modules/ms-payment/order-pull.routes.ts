import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Order, OrderQuery } from '@atlas/contracts/shop';
import { errorResponses } from '../../errors';

/** GET /api/v1/ms-payment/order/pull?refNumber: the order a payment made (the same Order, through `app.orderLookup`). */
export const orderPullRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/order/pull', { schema: { querystring: OrderQuery, response: { 200: Order, ...errorResponses } } }, (request, reply) =>
    app.orderLookup(request, reply, request.query.refNumber),
  );
};
