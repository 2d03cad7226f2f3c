import { and, asc, desc, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailOutbox } from './mail.tables';
import type { EmailMessage } from './mail-transport';
import { handleOf, type UnitOfWork } from '../db/repository-handle';

export type EmailRow = typeof emailOutbox.$inferSelect;

/** The mail outbox's SQL: rows written with their act, claimed one by one for delivery. */
export class MailOutboxRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  async add(message: EmailMessage, status: 'queued' | 'sandbox'): Promise<void> {
    await this.db.insert(emailOutbox).values({
      to: message.to.toLowerCase(),
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      language: message.language,
      status,
    });
  }

  /** Queued, or claimed longer ago than `staleBefore` by a delivery that never answered. */
  private claimable(staleBefore: Date) {
    return or(eq(emailOutbox.status, 'queued'), and(eq(emailOutbox.status, 'sending'), lt(emailOutbox.claimedAt, staleBefore)));
  }

  /** The ids of mails waiting for delivery (tried fewer than `maxAttempts` times), oldest first. */
  async waiting(staleBefore: Date, maxAttempts: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(this.claimable(staleBefore), lt(emailOutbox.attempts, maxAttempts)))
      .orderBy(asc(emailOutbox.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** Claims a mail for one delivery (one conditional update): undefined when another took it. */
  async claim(id: number, staleBefore: Date): Promise<EmailRow | undefined> {
    const [row] = await this.db
      .update(emailOutbox)
      .set({ status: 'sending', claimedAt: new Date() })
      .where(and(eq(emailOutbox.id, id), this.claimable(staleBefore)))
      .returning();
    return row;
  }

  async delivered(id: number, attempts: number): Promise<void> {
    await this.db.update(emailOutbox).set({ status: 'sent', attempts, deliveredAt: new Date() }).where(eq(emailOutbox.id, id));
  }

  async attemptFailed(id: number, attempts: number, status: 'queued' | 'failed'): Promise<void> {
    await this.db.update(emailOutbox).set({ status, attempts }).where(eq(emailOutbox.id, id));
  }

  /** The latest mails to an address (kept in lower case), newest first. */
  latestTo(address: string, limit: number): Promise<EmailRow[]> {
    return this.db.select().from(emailOutbox).where(eq(emailOutbox.to, address.toLowerCase())).orderBy(desc(emailOutbox.id)).limit(limit);
  }
}
