import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BalancesResponse } from '@atlas/contracts/selfcare';
import { errorResponses } from '../../errors';
import { lineRowOf } from '../../plugins/session-tokens';
import { lineBalancesRead } from './balances.repository';

/** ms-balance, mounted at /api/ms-balance/v1: the counters of the selected line only. */
export const msBalanceRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  // The guard reads the counters with the session and the line's holder (one statement a request).
  app.get(
    '/balances',
    { preHandler: app.requireLine, config: { lineRead: lineBalancesRead }, schema: { response: { 200: BalancesResponse, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const row = lineRowOf(request, lineBalancesRead);
      return {
        mdn: request.line.mdn,
        updatedAt: (row?.updatedAt ?? new Date()).toISOString(),
        balances: row?.balances ?? [],
      };
    },
  );
};
