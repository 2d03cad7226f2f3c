import fp from 'fastify-plugin';
import type { Language } from '../language';
import { SmsOutboxRepository, type TextMessageRow } from './sms.repository';
import type { UnitOfWork } from '../db/unit-of-work';

/**
 * Where a text message goes: an SMS gateway in production (plugged in through smsPlugin's
 * `sender` option); the development sender writes it to the outbox table.
 */
export interface SmsSender {
  /** `text` is already in `language`; a gateway may need the language to pick the encoding. */
  send(message: { to: string; text: string; language: Language }): Promise<void>;
}

/** The text messages kept in the database: written with the act they tell, read back in development. */
export interface SmsOutbox {
  /** Writes a message inside the caller's transaction: it exists exactly when what it tells committed. */
  queue(work: UnitOfWork, message: { to: string; text: string }): Promise<void>;
  /** The latest messages to a number, newest first. */
  latestTo(mdn: string, limit: number): Promise<TextMessageRow[]>;
}

export function createSmsOutbox(work: UnitOfWork): SmsOutbox {
  return {
    queue: (work, message) => new SmsOutboxRepository(work).add(message),
    latestTo: (mdn, limit) => new SmsOutboxRepository(work).latestTo(mdn, limit),
  };
}

export const outboxSmsSender = (outbox: SmsOutbox, work: UnitOfWork): SmsSender => ({
  send: ({ to, text }) => outbox.queue(work, { to, text }),
});

declare module 'fastify' {
  interface FastifyInstance {
    smsOutbox: SmsOutbox;
    /** The configured SMS sender: one-time codes and the notices modules send to a line (SIM swap, roaming). */
    smsSender: SmsSender;
  }
}

/** `app.smsOutbox` and `app.smsSender` (the outbox unless a gateway is given). */
export const smsPlugin = fp<{ sender?: SmsSender }>(
  async (app, options) => {
    const outbox = createSmsOutbox(app.db);
    app.decorate('smsOutbox', outbox);
    app.decorate('smsSender', options.sender ?? outboxSmsSender(outbox, app.db));
  },
  { name: 'atlas-sms', dependencies: ['atlas-database'] },
);
