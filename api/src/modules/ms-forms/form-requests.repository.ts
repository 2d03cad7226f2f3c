import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { formRequests } from './ms-forms.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

export type FormRequestRow = typeof formRequests.$inferSelect;

/** The forms' requests' SQL: one request per form kind and idempotency key. */
export class FormRequestsRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** Stores the request unless one of that kind has that idempotency key (then undefined). */
  async addOnce(row: typeof formRequests.$inferInsert): Promise<FormRequestRow | undefined> {
    const [created] = await this.db
      .insert(formRequests)
      .values(row)
      .onConflictDoNothing({ target: [formRequests.kind, formRequests.idempotencyKey] })
      .returning();
    return created;
  }

  async byIdempotencyKey(kind: string, idempotencyKey: string): Promise<FormRequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(formRequests)
      .where(and(eq(formRequests.kind, kind), eq(formRequests.idempotencyKey, idempotencyKey)));
    return row;
  }

  /** The latest requests of that kind an account made (its id in the payload), newest first. */
  latestOfAccount(kind: string, accountId: string, limit: number): Promise<FormRequestRow[]> {
    return this.db
      .select()
      .from(formRequests)
      .where(and(eq(formRequests.kind, kind), sql`${formRequests.payload}->>'accountId' = ${accountId}`))
      .orderBy(desc(formRequests.createdAt))
      .limit(limit);
  }
}
