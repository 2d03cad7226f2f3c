import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Order, OrderQuery } from '@atlas/contracts/shop';
import { errorResponses } from '../../errors';
import { lookUpOrder } from './order-lookup';

/**
 * GET <path>?refNumber: an order by its reference (the result pages read it after payment). The
 * one route several services answer alike, defined here once by the orders' owner: ms-ecom
 * (`/order`), ms-payment (`/order/pull`) and ms-billing (`/invoices/order`) each register it at
 * their path (through public.ts).
 */
export const orderLookupRoute =
  (path: string): FastifyPluginAsync =>
  async (plugin) => {
    const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
    app.get(path, { schema: { querystring: OrderQuery, response: { 200: Order, ...errorResponses } } }, async (request, reply) => {
      const order = await lookUpOrder(app, request, request.query.refNumber);
      reply.header('cache-control', 'no-store');
      return order;
    });
  };
