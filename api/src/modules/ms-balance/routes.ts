import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BalancesResponse } from '@atlas/contracts/selfcare';
import { errorResponses } from '../../errors';

/** ms-balance, mounted at /api/ms-balance/v1: the counters of the selected line only. */
export const msBalanceRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/balances', { preHandler: app.requireLine, schema: { response: { 200: BalancesResponse, ...errorResponses } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const row = await app.balancesRepository.ofLine(request.line.mdn);
    return {
      mdn: request.line.mdn,
      updatedAt: (row?.updatedAt ?? new Date()).toISOString(),
      balances: row?.balances ?? [],
    };
  });
};
