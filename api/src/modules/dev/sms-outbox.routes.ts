import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SmsOutbox, SmsOutboxQuery } from '@atlas/contracts/dev';
import { errorResponses } from '../../errors';

/** How many messages an outbox answers, latest first. */
const LATEST = 20;

/** GET /api/dev/sms-outbox?to=: what the development SMS sender delivered, latest first. */
export const smsOutboxRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/sms-outbox', { schema: { querystring: SmsOutboxQuery, response: { 200: SmsOutbox, ...errorResponses } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const messages = await app.smsOutbox.latestTo(request.query.to, LATEST);
    return messages.map((message) => ({ ...message, sentAt: message.sentAt.toISOString() }));
  });
};
