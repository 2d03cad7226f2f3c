import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Language } from '../../language';
import { errorResponses } from '../../errors';
import { emailOutbox } from './ms-service.tables';

/** Where an email goes: a mail service in production; the development sender writes to the outbox. */
export interface EmailSender {
  send(message: { to: string; subject: string; text: string; language: Language }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    emailSender: EmailSender;
  }
}

/** The email sender of the line services (the outbox unless one was decorated before). */
export function emailSenderOf(app: FastifyInstance): EmailSender {
  if (app.hasDecorator('emailSender')) return app.emailSender;
  return {
    async send({ to, subject, text }) {
      await app.db.insert(emailOutbox).values({ to, subject, text });
    },
  };
}

/** `a•••@example.ma`: where a notice went, without giving the address away. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** GET /api/dev/email-outbox?to=: what the development email sender delivered, latest first. */
export const emailOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { to: string } }>(
    '/email-outbox',
    {
      schema: {
        querystring: { type: 'object', required: ['to'], properties: { to: { type: 'string', minLength: 3, maxLength: 254 } } },
        response: {
          200: {
            type: 'array',
            items: { type: 'object', properties: { id: { type: 'integer' }, to: { type: 'string' }, subject: { type: 'string' }, text: { type: 'string' }, sentAt: { type: 'string', format: 'date-time' } } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, request.query.to.toLowerCase()));
      return rows.sort((a, b) => b.id - a.id).slice(0, 20);
    },
  );
};
