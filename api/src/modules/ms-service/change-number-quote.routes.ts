import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChangeNumberQuote, ChangeNumberQuoteQuery } from '@atlas/contracts/line-services';
import { errorResponses } from '../../errors';
import { quoteNumberChange } from './change-number';
import { identifiedLine, selectedMobileLine } from './line-service-acts';

/** GET /api/ms-service/v1/change-number-quote?mdn&newMdn&category: the number's price and the change fees. */
export const changeNumberQuoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/change-number-quote',
    { preHandler: app.requireLine, schema: { querystring: ChangeNumberQuoteQuery, response: { 200: ChangeNumberQuote, ...errorResponses } } },
    async (request, reply) => {
      const { mdn, newMdn, category } = request.query;
      await selectedMobileLine(app, request, mdn);
      await identifiedLine(app, mdn);
      reply.header('cache-control', 'private, no-store');
      return quoteNumberChange(app.db, mdn, newMdn, category);
    },
  );
};
