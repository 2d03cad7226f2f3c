import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@atlas/contracts/histories';
import type { OrderStatus } from '@atlas/contracts/shop';
import type { Database } from '../../db/database';
import { orders, payments } from './ms-ecom.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/**
 * The line's money movements as ms-client's history lists them: the shop's orders made for the
 * line and their card payments (ms-ecom's tables, read here for ms-client).
 */
export class LineOrdersRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /**
   * One page of the orders made for the line (a shop order only if this account placed it), in the
   * given states (all when undefined), and how many there are.
   */
  async page(
    { mdn, accountId, statuses }: { mdn: string; accountId: string; statuses?: OrderStatus[] },
    { typeSort, pageSize, pageNumber }: { typeSort: SortOrder; pageSize: number; pageNumber: number },
  ) {
    const conditions: SQL[] = [eq(orders.phoneNumber, mdn), or(ne(orders.kind, 'shop'), eq(orders.accountId, accountId))!];
    if (statuses) conditions.push(inArray(orders.status, statuses));
    const where = and(...conditions);
    const [count] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where);
    const order = typeSort === 'asc' ? [asc(orders.createdAt), asc(orders.refNumber)] : [desc(orders.createdAt), desc(orders.refNumber)];
    const rows = await this.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize);
    return { total: Number(count?.total ?? 0), rows };
  }

  /** One movement of the line's history by its reference, under the same rule as `page` (a shop order only if this account placed it). */
  async one({ mdn, accountId, refNumber }: { mdn: string; accountId: string; refNumber: string }) {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.refNumber, refNumber.toUpperCase()), eq(orders.phoneNumber, mdn), or(ne(orders.kind, 'shop'), eq(orders.accountId, accountId))));
    return row;
  }

  /** The cards that paid these orders (succeeded payments only). */
  async cardsOf(refNumbers: string[]) {
    if (refNumbers.length === 0) return [];
    return this.db
      .select({ refNumber: payments.refNumber, cardBrand: payments.cardBrand, cardLast4: payments.cardLast4 })
      .from(payments)
      .where(and(inArray(payments.refNumber, refNumbers), eq(payments.status, 'succeeded')));
  }
}

/** Whether an order has that reference (its refNumber). */
export async function orderExists(work: UnitOfWork, refNumber: string): Promise<boolean> {
  const db = handleOf(work);
  const [order] = await db.select({ refNumber: orders.refNumber }).from(orders).where(eq(orders.refNumber, refNumber));
  return order !== undefined;
}

/**
 * A line's number changed: its orders follow it (the transaction history), in the caller's
 * transaction; a shop order's number is the buyer's contact, and stays.
 */
export async function renumberLineOrders(work: UnitOfWork, oldMdn: string, newMdn: string): Promise<void> {
  const tx = handleOf(work);
  await tx
    .update(orders)
    .set({ phoneNumber: newMdn })
    .where(and(eq(orders.phoneNumber, oldMdn), ne(orders.kind, 'shop')));
}
