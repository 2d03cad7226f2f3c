import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AnalyticsBatch } from '@atlas/contracts/analytics';
import { NoBody } from '@atlas/contracts/schema-kit';
import { errorResponses } from '../../errors';

/**
 * /api/v1/analytics: `POST /events` takes a batch of the tag's events. The tag sends with
 * `navigator.sendBeacon`, whose body is text/plain: that content type is read as JSON here.
 */
export const analyticsRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 32 * 1024 }, app.getDefaultJsonParser('error', 'error'));

  app.post('/events', { bodyLimit: 32 * 1024, schema: { body: AnalyticsBatch, response: { 204: NoBody, ...errorResponses } } }, async (request, reply) => {
    await app.analyticsRepository.record(request.body);
    return reply.code(204).send(null);
  });
};
