import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { smsOutbox } from './sms.tables';
import { handleOf, type UnitOfWork } from '../db/repository-handle';

export type TextMessageRow = typeof smsOutbox.$inferSelect;

/** The SMS outbox's SQL. */
export class SmsOutboxRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  async add(message: { to: string; text: string }): Promise<void> {
    await this.db.insert(smsOutbox).values(message);
  }

  /** The latest messages to a number, newest first. */
  latestTo(mdn: string, limit: number): Promise<TextMessageRow[]> {
    return this.db.select().from(smsOutbox).where(eq(smsOutbox.to, mdn)).orderBy(desc(smsOutbox.id)).limit(limit);
  }
}
