import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { signInFailures } from './failure-limits.tables';
import { handleOf, type UnitOfWork } from '../db/repository-handle';

/** The failure limits' SQL: failures by key and time. */
export class FailuresRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** The moments of `key`'s failures since `since`, latest first (at most `limit`). */
  async since(key: string, since: Date, limit?: number): Promise<Date[]> {
    const query = this.db
      .select({ at: signInFailures.at })
      .from(signInFailures)
      .where(and(eq(signInFailures.key, key), gt(signInFailures.at, since)))
      .orderBy(desc(signInFailures.at));
    const rows = limit === undefined ? await query : await query.limit(limit);
    return rows.map((row) => row.at);
  }

  async add(keys: string[]): Promise<void> {
    await this.db.insert(signInFailures).values(keys.map((key) => ({ key })));
  }

  async forget(key: string): Promise<void> {
    await this.db.delete(signInFailures).where(eq(signInFailures.key, key));
  }
}
