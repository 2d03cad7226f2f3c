import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { eligibilityChecks } from './ms-eligibility.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

export type CheckRow = typeof eligibilityChecks.$inferSelect;
export type NewCheck = Omit<typeof eligibilityChecks.$inferInsert, 'id'>;

/** ms-eligibility's SQL of the tests: each recorded as it was given. */
export class EligibilityChecksRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  async byId(checkId: string): Promise<CheckRow | undefined> {
    const [row] = await this.db.select().from(eligibilityChecks).where(eq(eligibilityChecks.id, checkId));
    return row;
  }

  /** Records a test (its id made here). */
  async record(check: NewCheck): Promise<CheckRow> {
    const [row] = await this.db
      .insert(eligibilityChecks)
      .values({ id: randomUUID(), ...check })
      .returning();
    return row!;
  }
}
