import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SmsOutbox, SmsOutboxQuery } from '@atlas/contracts/dev';
import { errorResponses } from '../../errors';

/** GET /api/dev/sms-outbox?to=: what the development SMS sender delivered, latest first. */
export const smsOutboxRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/sms-outbox', { schema: { querystring: SmsOutboxQuery, response: { 200: SmsOutbox, ...errorResponses } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const messages = await app.outboxRepository.textMessagesTo(request.query.to);
    return messages.map((message) => ({ ...message, sentAt: message.sentAt.toISOString() }));
  });
};
