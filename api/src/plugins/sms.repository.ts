import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { smsOutbox } from './sms.tables';

export type TextMessageRow = typeof smsOutbox.$inferSelect;

/** The SMS outbox's SQL. */
export class SmsOutboxRepository {
  constructor(private readonly db: Database) {}

  async add(message: { to: string; text: string }): Promise<void> {
    await this.db.insert(smsOutbox).values(message);
  }

  /** The latest messages to a number, newest first. */
  latestTo(mdn: string, limit: number): Promise<TextMessageRow[]> {
    return this.db.select().from(smsOutbox).where(eq(smsOutbox.to, mdn)).orderBy(desc(smsOutbox.id)).limit(limit);
  }
}
