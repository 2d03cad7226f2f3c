import { and, asc, eq, lt, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import type { Database } from '../db/database';
import { emailOutbox } from './mail.tables';
import type { EmailMessage, MailTransport } from './mail-transport';

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
  queue(db: Database, message: EmailMessage): Promise<void>;
  /** Hands the queued mails to the transport, each once (claimed row by row); answers how many left. */
  deliverQueued(): Promise<number>;
  /** `queue` then `deliverQueued`, for a notice sent after its act committed. */
  send(message: EmailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

export function createMail(db: Database, transport: MailTransport | null, log: { error: (object: object, message: string) => void }): Mail {
  const queue: Mail['queue'] = async (tx, message) => {
    await tx.insert(emailOutbox).values({
      to: message.to.toLowerCase(),
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      language: message.language,
      status: transport ? 'queued' : 'sandbox',
    });
  };

  const claimable = () =>
    or(eq(emailOutbox.status, 'queued'), and(eq(emailOutbox.status, 'sending'), lt(emailOutbox.claimedAt, new Date(Date.now() - MAIL_CLAIM_MS))));

  const deliverQueued: Mail['deliverQueued'] = async () => {
    if (!transport) return 0;
    let delivered = 0;
    const waiting = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(claimable(), lt(emailOutbox.attempts, MAIL_MAX_ATTEMPTS)))
      .orderBy(asc(emailOutbox.id))
      .limit(50);
    for (const { id } of waiting) {
      // Claimed by one conditional update: two replicas (or two calls) never send one mail twice.
      const [row] = await db
        .update(emailOutbox)
        .set({ status: 'sending', claimedAt: new Date() })
        .where(and(eq(emailOutbox.id, id), claimable()))
        .returning();
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
        await db.update(emailOutbox).set({ status: 'sent', attempts, deliveredAt: new Date() }).where(eq(emailOutbox.id, id));
        delivered += 1;
      } catch (error) {
        log.error({ err: error, mailId: id }, 'mail delivery failed');
        await db
          .update(emailOutbox)
          .set({ status: attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'queued', attempts })
          .where(eq(emailOutbox.id, id));
      }
    }
    return delivered;
  };

  return {
    delivering: transport !== null,
    queue,
    deliverQueued,
    async send(message) {
      await queue(db, message);
      await deliverQueued();
    },
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
