import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { smsOutbox } from '../../db/schema';
import { errorResponses } from '../../errors';

/** GET /api/dev/sms-outbox?to=: what the development SMS sender delivered, latest first. */
export const smsOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { to: string } }>(
    '/sms-outbox',
    {
      schema: {
        querystring: { type: 'object', required: ['to'], properties: { to: { type: 'string', pattern: '^0[5-7][0-9]{8}$' } } },
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: { id: { type: 'integer' }, to: { type: 'string' }, text: { type: 'string' }, sentAt: { type: 'string', format: 'date-time' } },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await app.db.select().from(smsOutbox).where(eq(smsOutbox.to, request.query.to));
      return rows.sort((a, b) => b.id - a.id).slice(0, 20);
    },
  );
};
