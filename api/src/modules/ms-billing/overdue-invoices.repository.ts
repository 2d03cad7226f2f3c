import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invoices } from './ms-billing.tables';

/** The bill numbers of these lines past their due date and still unpaid. */
export async function overdueBillNumbers(db: Database, mdns: readonly string[], now: Date): Promise<string[]> {
  if (mdns.length === 0) return [];
  const rows = await db
    .select({ billNo: invoices.billNo })
    .from(invoices)
    .where(and(inArray(invoices.mdn, [...mdns]), eq(invoices.status, 'unpaid'), lt(invoices.dueAt, now)));
  return rows.map((row) => row.billNo);
}
