import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database';

/**
 * Inserts the rows, or brings existing ones (same key) to these values. A row that already holds
 * them is not written again, so re-running the seed leaves the database exactly as it was.
 */
export async function upsert<T extends PgTable>(db: Database, table: T, key: PgColumn[], rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const keyNames = new Set(key.map((column) => column.name));
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (!keyNames.has(column.name)) set[property] = sql.raw(`excluded."${column.name}"`);
  }
  await db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target: key, set, setWhere: sql`(${table}.*) IS DISTINCT FROM (excluded.*)` });
}
