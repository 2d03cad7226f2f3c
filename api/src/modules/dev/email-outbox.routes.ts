import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EmailOutbox, EmailOutboxQuery } from '@atlas/contracts/dev';
import { errorResponses } from '../../errors';

/** How many messages an outbox answers, latest first. */
const LATEST = 20;

/** GET /api/dev/email-outbox?to=: the mails written for that address, latest first (development only). */
export const emailOutboxRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/email-outbox', { schema: { querystring: EmailOutboxQuery, response: { 200: EmailOutbox, ...errorResponses } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const mails = await app.mail.latestTo(request.query.to, LATEST);
    return mails.map((mail) => ({ ...mail, sentAt: mail.sentAt.toISOString() }));
  });
};
