import { and, eq, inArray, lt } from 'drizzle-orm';
import { invoices } from './ms-billing.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/** The bill numbers of these lines past their due date and still unpaid. */
export async function overdueBillNumbers(work: UnitOfWork, mdns: readonly string[], now: Date): Promise<string[]> {
  const db = handleOf(work);
  if (mdns.length === 0) return [];
  const rows = await db
    .select({ billNo: invoices.billNo })
    .from(invoices)
    .where(and(inArray(invoices.mdn, [...mdns]), eq(invoices.status, 'unpaid'), lt(invoices.dueAt, now)));
  return rows.map((row) => row.billNo);
}
