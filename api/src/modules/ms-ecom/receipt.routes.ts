import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ReceiptQuery } from '@atlas/contracts/receipts';
import { errorResponses } from '../../errors';
import { requestBrowserId, requestLanguage } from '../../language';
import { findOrder } from './orders';
import { sendReceipt } from './receipts';

/**
 * GET /api/v1/ms-ecom/order/receipt?refNumber&language: the receipt of a paid order for whoever may
 * read the order (its signed-in customer, or the browser that placed a visitor's order), with the
 * card that paid; a miss counts against the caller's address like an order lookup.
 */
export const receiptRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/order/receipt', { schema: { querystring: ReceiptQuery, response: errorResponses } }, async (request, reply) => {
    const customer = await app.optionalCustomer(request);
    await app.failureLimits.refuseWhenThrottled(`order-lookup:${request.ip}`);
    const row = await findOrder(app.db, request.query.refNumber, customer?.accountId ?? null, requestBrowserId(request.headers)).catch(
      async (error: unknown) => {
        await app.failureLimits.record(`order-lookup:${request.ip}`);
        throw error;
      },
    );
    return sendReceipt(app.db, reply, row, { withCard: true, language: request.query.language ?? requestLanguage(request.headers) });
  });
};
