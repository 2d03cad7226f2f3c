import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { emailOutbox } from '../../plugins/mail.tables';
import { smsOutbox } from '../ms-iam/ms-iam.tables';

declare module 'fastify' {
  interface FastifyInstance {
    outboxRepository: OutboxRepository;
  }
}

/** How many messages an outbox answers, latest first. */
const LATEST = 20;

/** dev's SQL: what the development senders wrote (text messages, mails). */
export class OutboxRepository {
  constructor(private readonly db: Database) {}

  /** The latest text messages to a number. */
  textMessagesTo(mdn: string) {
    return this.db.select().from(smsOutbox).where(eq(smsOutbox.to, mdn)).orderBy(desc(smsOutbox.id)).limit(LATEST);
  }

  /** The latest mails to an address (addresses are kept in lower case). */
  mailsTo(address: string) {
    return this.db.select().from(emailOutbox).where(eq(emailOutbox.to, address.toLowerCase())).orderBy(desc(emailOutbox.id)).limit(LATEST);
  }
}

/** Registered by the dev module, before its routes (its scope only). */
export const outboxRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('outboxRepository', new OutboxRepository(app.db));
  },
  { name: 'outbox-repository' },
);
