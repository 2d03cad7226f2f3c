import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { COMMON_ERROR_CODES } from '@atlas/contracts/api-error';
import { DevUsageAnswer, DevUsageRequest } from '@atlas/contracts/dev';
import { ApiError, errorResponses } from '../../errors';
import { rateUsage } from '../ms-consumption/public';

/**
 * POST /api/dev/usage: stands in for the operator's mediation, which rates the network's usage
 * and hands it to ms-consumption's feed (development, tests and journeys only): the uses enter the
 * line's history and counters, and the alerts they cross are delivered.
 */
export const devUsageRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/usage', { schema: { body: DevUsageRequest, response: { 200: DevUsageAnswer, ...errorResponses } } }, async (request) => {
    const delivered = await rateUsage(app, request.body.mdn, request.body.uses);
    if (!delivered) throw new ApiError(404, COMMON_ERROR_CODES.notFound, 'No such line');
    return { delivered };
  });
};
