import type { Database } from './database';

/** A transaction of the database, as drizzle hands it to `transaction`'s callback. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

declare const opaque: unique symbol;

/** A unit of work seen from outside the repositories: nothing to query with. */
interface OpaqueUnit {
  readonly [opaque]: 'unit-of-work';
}

/**
 * What domain functions take instead of a database handle (issue 35 §2): the unit of work their
 * repositories read and write in — the app's database, or one transaction every repository of the
 * business operation shares. Its type has no members: a domain function can only hand it to
 * repositories (which open it with `handleOf`) or to other domain functions, never build a query
 * or open a transaction itself (`inTransaction`, db/unit-of-work.ts, does). A route hands over
 * `app.db` or a transaction's handle as it is: a handle is a unit of work.
 */
export type UnitOfWork = Database | Transaction | OpaqueUnit;

/**
 * The handle a repository queries with. Only repositories (`*.repository.ts`, a module's
 * `repositories.ts`) and the database layer (`db/`) import this file (eslint).
 */
export const handleOf = (work: UnitOfWork): Database => work as Database;
