import { sql } from 'drizzle-orm';
import { handleOf, type UnitOfWork } from './repository-handle';

export type { UnitOfWork } from './repository-handle';

/**
 * Runs `run` in a transaction of the unit of work (a savepoint when the unit is a transaction
 * already): every repository `run` hands its unit to writes together or not at all.
 */
export const inTransaction = <T>(work: UnitOfWork, run: (work: UnitOfWork) => Promise<T>): Promise<T> => handleOf(work).transaction((tx) => run(tx));

/** Holds a transaction-scoped advisory lock on `key` until the unit's transaction ends. */
export async function lockUntilCommit(work: UnitOfWork, key: string): Promise<void> {
  await handleOf(work).execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
