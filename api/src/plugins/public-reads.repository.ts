import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { handleOf, type UnitOfWork } from '../db/repository-handle';

/**
 * What the public tables hold, in one short text: per table its row count and the newest row
 * version (xmin, the transaction that wrote the row). An insert, update or delete by anyone — this
 * process, another replica, the seed, a psql session — changes it; no trigger or table is needed.
 */
function dataFingerprintQuery(tables: readonly PgTable[]): SQL {
  const parts = tables.map((table) => sql`(SELECT count(*)::text || '.' || coalesce(max(xmin::text::bigint), 0)::text FROM ${table})`);
  return sql`SELECT ${sql.join(parts, sql` || '|' || `)} AS fingerprint`;
}

/** The public tables' fingerprint now (`dataFingerprintQuery`). */
export async function readDataFingerprint(work: UnitOfWork, tables: readonly PgTable[]): Promise<string> {
  if (tables.length === 0) return '';
  const result = (await handleOf(work).execute(dataFingerprintQuery(tables))) as unknown as { rows: Array<{ fingerprint: string }> };
  const fingerprint = result.rows[0]?.fingerprint;
  if (typeof fingerprint !== 'string') throw new Error('the public tables answered no fingerprint');
  return fingerprint;
}
