import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import { MailOutboxRepository, type EmailRow } from './mail.repository';
import type { EmailMessage, MailTransport } from './mail-transport';
import type { UnitOfWork } from '../db/unit-of-work';

export type { EmailMessage, MailTransport } from './mail-transport';

/** How many times a mail is tried before it is marked `failed`. */
export const MAIL_MAX_ATTEMPTS = 5;
/**
 * How long a mail stays claimed by one delivery: a process stopped between the claim and the
 * answer leaves it `sending`, and after this it is tried again (sent at least once, never lost).
 */
export const MAIL_CLAIM_MS = 5 * 60_000;
/** The sender of every mail. */
export const MAIL_FROM = 'Atlas Telecom <no-reply@atlas.ma>';

/** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`) through nodemailer; nothing connects before the first mail. */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport(url);
  return {
    async send({ from, to, subject, text, html, language }) {
      await transporter.sendMail({ from, to, subject, text, html, headers: { 'Content-Language': language } });
    },
  };
}

export interface Mail {
  /** Whether mails leave the site (a transport is configured) or stay in the outbox (sandbox). */
  readonly delivering: boolean;
  /**
   * Writes a mail in the outbox inside the caller's transaction: it exists exactly when what it
   * tells committed. Call `deliverQueued()` once the transaction is over.
   */
  queue(work: UnitOfWork, message: EmailMessage): Promise<void>;
  /** Hands the queued mails to the transport, each once (claimed row by row); answers how many left. */
  deliverQueued(): Promise<number>;
  /** `queue` then `deliverQueued`, for a notice sent after its act committed. */
  send(message: EmailMessage): Promise<void>;
  /** The latest mails to an address, newest first (what development reads of the sandbox). */
  latestTo(address: string, limit: number): Promise<EmailRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

export function createMail(work: UnitOfWork, transport: MailTransport | null, log: { error: (object: object, message: string) => void }): Mail {
  const outbox = new MailOutboxRepository(work);
  const queue: Mail['queue'] = (work, message) => new MailOutboxRepository(work).add(message, transport ? 'queued' : 'sandbox');
  const staleBefore = () => new Date(Date.now() - MAIL_CLAIM_MS);

  const deliverQueued: Mail['deliverQueued'] = async () => {
    if (!transport) return 0;
    let delivered = 0;
    for (const id of await outbox.waiting(staleBefore(), MAIL_MAX_ATTEMPTS, 50)) {
      // Claimed by one conditional update: two replicas (or two calls) never send one mail twice.
      const row = await outbox.claim(id, staleBefore());
      if (!row) continue;
      const attempts = row.attempts + 1;
      try {
        await transport.send({
          from: MAIL_FROM,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          language: row.language ?? 'fr',
        });
        await outbox.delivered(id, attempts);
        delivered += 1;
      } catch (error) {
        log.error({ err: error, mailId: id }, 'mail delivery failed');
        await outbox.attemptFailed(id, attempts, attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'queued');
      }
    }
    return delivered;
  };

  return {
    delivering: transport !== null,
    queue,
    deliverQueued,
    async send(message) {
      await queue(work, message);
      await deliverQueued();
    },
    latestTo: (address, limit) => outbox.latestTo(address, limit),
  };
}

/**
 * The site's mail: `app.mail`, over the outbox table. With a transport (SMTP_URL), mails queued by
 * a transaction are delivered when their writer calls `deliverQueued()`, and every
 * `retrySeconds` what is left (a failed attempt, a process stopped in between) is tried again.
 */
export const mailPlugin = fp<{ transport: MailTransport | null; retrySeconds?: number }>(
  async (app, { transport, retrySeconds = 60 }) => {
    const mail = createMail(app.db, transport, app.log);
    app.decorate('mail', mail);
    if (transport) {
      const timer = setInterval(
        () => void mail.deliverQueued().catch((error: unknown) => app.log.error({ err: error }, 'mail retry failed')),
        retrySeconds * 1000,
      );
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'atlas-mail', dependencies: ['atlas-database'] },
);

/** `a•••@example.ma`: where a notice went, without giving the address away. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}
