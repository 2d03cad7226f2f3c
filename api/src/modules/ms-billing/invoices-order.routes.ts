import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Order, OrderQuery } from '@atlas/contracts/shop';
import { errorResponses } from '../../errors';

/** GET /api/v1/ms-billing/invoices/order?refNumber: an order as billing answers it (the same Order, through `app.orderLookup`). */
export const billingOrderRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/invoices/order', { schema: { querystring: OrderQuery, response: { 200: Order, ...errorResponses } } }, (request, reply) =>
    app.orderLookup(request, reply, request.query.refNumber),
  );
};
