import type { FastifyPluginAsync } from 'fastify';
import { ANALYTICS_EVENT_KINDS, ANALYTICS_LIMITS, type AnalyticsBatch } from '@atlas/contracts/analytics';
import { errorResponses } from '../../errors';

/** A bus event's type (`cart/updated`) or a path: no spaces, no query, nothing that can carry a value. */
const NAME_PATTERN = '^[A-Za-z0-9/_.:-]+$';
const PATH_PATTERN = '^/[^?#\\s]*$';

const batchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['visit', 'events'],
  properties: {
    visit: { type: 'string', format: 'uuid' },
    events: {
      type: 'array',
      minItems: 1,
      maxItems: ANALYTICS_LIMITS.eventsPerBatch,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'name', 'path', 'language', 'at'],
        properties: {
          kind: { type: 'string', enum: [...ANALYTICS_EVENT_KINDS] },
          name: { type: 'string', minLength: 1, maxLength: ANALYTICS_LIMITS.nameLength, pattern: NAME_PATTERN },
          path: { type: 'string', minLength: 1, maxLength: ANALYTICS_LIMITS.pathLength, pattern: PATH_PATTERN },
          language: { type: 'string', enum: ['fr', 'ar', 'en'] },
          at: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
} as const;

/**
 * /api/v1/analytics: `POST /events` takes a batch of the tag's events. The tag sends with
 * `navigator.sendBeacon`, whose body is text/plain: that content type is read as JSON here.
 */
export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 32 * 1024 }, app.getDefaultJsonParser('error', 'error'));

  app.post<{ Body: AnalyticsBatch }>(
    '/events',
    { bodyLimit: 32 * 1024, schema: { body: batchSchema, response: { 204: { type: 'null' }, ...errorResponses } } },
    async (request, reply) => {
      await app.analyticsRepository.record(request.body);
      return reply.code(204).send();
    },
  );
};
