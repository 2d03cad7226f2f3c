import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SortOrder } from '@atlas/contracts/histories';
import type { OrderStatus } from '@atlas/contracts/shop';
import type { Database } from '../../db/database';
import { orders, payments } from '../ms-ecom/ms-ecom.tables';

declare module 'fastify' {
  interface FastifyInstance {
    transactionsRepository: TransactionsRepository;
  }
}

/** ms-client's SQL over the line's money movements: the shop's orders and their card payments. */
export class TransactionsRepository {
  constructor(private readonly db: Database) {}

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

/** Registered by the ms-client module, before its routes (its scope only). */
export const transactionsRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('transactionsRepository', new TransactionsRepository(app.db));
  },
  { name: 'transactions-repository' },
);
