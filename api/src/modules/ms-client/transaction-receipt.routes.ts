import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReceiptQuery } from '@atlas/contracts/receipts';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage } from '../../language';
import { sendReceipt } from '../ms-ecom/public';

/**
 * GET /api/ms-client/v1/transaction-receipt?refNumber&language: the receipt of a paid movement of the
 * selected line's transaction history, under the history's own rule (the line's holder sees every
 * payment made for the line, a shop order only if they placed it); the card that paid it only to
 * the account that paid.
 */
export const transactionReceiptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/transaction-receipt', { preHandler: app.requireLine, schema: { querystring: ReceiptQuery, response: errorResponses } }, async (request, reply) => {
    const { accountId } = request.customer;
    const row = await app.transactionsRepository.one({ mdn: request.line.mdn, accountId, refNumber: request.query.refNumber });
    if (!row) throw new ApiError(404, 'not-found', 'No movement of this line has this reference');
    return sendReceipt(app.db, reply, row, { withCard: row.accountId === accountId, language: request.query.language ?? requestLanguage(request.headers) });
  });
};
