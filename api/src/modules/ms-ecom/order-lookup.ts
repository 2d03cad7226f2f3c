import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Order } from '@atlas/contracts/shop';
import { requestBrowserId, requestLanguage } from '../../language';
import { expireOverdueBankBills } from './bank-bills';
import { findOrder, orderView } from './orders';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * GET <path>?refNumber, answered alike by ms-ecom (`/order`), ms-payment (`/order/pull`) and
     * ms-billing (`/invoices/order`): each declares its own route and answers with this (no-store).
     */
    orderLookup(request: FastifyRequest, reply: FastifyReply, reference: string): Promise<Order>;
  }
}

/**
 * An order by its reference, for this caller (its customer signed in, or the browser that placed a
 * visitor's order): overdue bank-bill references closed first. A miss counts against the caller's
 * address (then 429): references cannot be tried in bulk.
 */
export async function lookUpOrder(app: FastifyInstance, request: FastifyRequest, reference: string): Promise<Order> {
  const customer = await app.optionalCustomer(request);
  await app.failureLimits.refuseWhenThrottled(`order-lookup:${request.ip}`);
  const refNumber = reference.toUpperCase();
  await app.db.transaction((tx) => expireOverdueBankBills(tx, app.checkout, { refNumber }));
  const order = await findOrder(app.db, refNumber, customer?.accountId ?? null, requestBrowserId(request.headers)).catch(async (error: unknown) => {
    await app.failureLimits.record(`order-lookup:${request.ip}`);
    throw error;
  });
  return orderView(app.db, order, requestLanguage(request.headers));
}

/** At the root (app.ts): the order lookup of ms-ecom, the orders' owner, for every service that answers one. */
export const orderLookupPlugin = fp(
  async (app) => {
    app.decorate('orderLookup', async (request: FastifyRequest, reply: FastifyReply, reference: string) => {
      const order = await lookUpOrder(app, request, reference);
      reply.header('cache-control', 'no-store');
      return order;
    });
  },
  { name: 'order-lookup', dependencies: ['atlas-database', 'atlas-session-tokens', 'atlas-failure-limits'] },
);
