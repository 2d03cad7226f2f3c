import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OrderStatus } from '@atlas/contracts/shop';
import type { Database } from '../../db/database';
import { accountLines } from '../ms-iam/ms-iam.tables';
import { carts } from './ms-payment.tables';
import { etoile9Advances, rechargeProducts, scratchCards } from './recharge.tables';
import { lineBalances } from '../ms-balance/ms-balance.tables';
import { orders } from '../ms-ecom/ms-ecom.tables';
import type { OrderRow } from '../../checkout/registries';

declare module 'fastify' {
  interface FastifyInstance {
    rechargeRepository: RechargeRepository;
  }
}

type LineBalancesRow = typeof lineBalances.$inferSelect;
export type RechargeProductRow = typeof rechargeProducts.$inferSelect;

/** Every recharge and pass product, in the catalogue's order. */
export const allRechargeProducts = (db: Database): Promise<RechargeProductRow[]> => db.select().from(rechargeProducts).orderBy(asc(rechargeProducts.position));

/** One recharge or pass product. */
export async function rechargeProduct(db: Database, id: string): Promise<RechargeProductRow | undefined> {
  const [row] = await db.select().from(rechargeProducts).where(eq(rechargeProducts.id, id));
  return row;
}

/** The recharge and pass products of these ids. */
export const rechargeProductsOf = (db: Database, ids: string[]): Promise<RechargeProductRow[]> =>
  ids.length ? db.select().from(rechargeProducts).where(inArray(rechargeProducts.id, ids)) : Promise.resolve([]);

/** A line's outstanding *9 advance, if any (`forUpdate`: locked until the transaction ends). */
export async function outstandingAdvance(db: Database, mdn: string, { forUpdate = false } = {}) {
  const query = db
    .select()
    .from(etoile9Advances)
    .where(and(eq(etoile9Advances.mdn, mdn), eq(etoile9Advances.status, 'outstanding')));
  const [advance] = forUpdate ? await query.for('update') : await query;
  return advance;
}

/** A *9 advance is repaid by a later recharge. */
export async function repayAdvance(tx: Database, advanceRef: string, repaidBy: string): Promise<void> {
  await tx.update(etoile9Advances).set({ status: 'repaid', repaidBy }).where(eq(etoile9Advances.refNumber, advanceRef));
}

/** The recharge payments' SQL: scratch cards, the line's Dh balance, *9 advances, settled orders, favourites. */
export class RechargeRepository {
  constructor(private readonly db: Database) {}

  /** The same queries inside a transaction. */
  within(tx: Database): RechargeRepository {
    return new RechargeRepository(tx);
  }

  /** The catalogue's recharge products of these ids: their names and prices now. */
  productsByIds(ids: string[]) {
    return ids.length === 0
      ? Promise.resolve([])
      : this.db
          .select({ id: rechargeProducts.id, name: rechargeProducts.name, priceCentimes: rechargeProducts.priceCentimes })
          .from(rechargeProducts)
          .where(inArray(rechargeProducts.id, ids));
  }

  /** A scratch card by its code, locked: two carts racing for one card, one wins. */
  async lockScratchCard(code: string): Promise<typeof scratchCards.$inferSelect | undefined> {
    const [card] = await this.db.select().from(scratchCards).where(eq(scratchCards.code, code)).for('update');
    return card;
  }

  async useScratchCard(code: string, refNumber: string): Promise<void> {
    await this.db.update(scratchCards).set({ status: 'used', usedBy: refNumber, usedAt: new Date() }).where(eq(scratchCards.code, code));
  }

  /** The line's counters, locked until the transaction ends. */
  async lockBalances(mdn: string): Promise<LineBalancesRow | undefined> {
    const [row] = await this.db.select().from(lineBalances).where(eq(lineBalances.mdn, mdn)).for('update');
    return row;
  }

  async saveBalances(mdn: string, balances: LineBalancesRow['balances']): Promise<void> {
    await this.db.update(lineBalances).set({ balances, updatedAt: new Date() }).where(eq(lineBalances.mdn, mdn));
  }

  async hasOutstandingAdvance(mdn: string): Promise<boolean> {
    const [outstanding] = await this.db
      .select({ refNumber: etoile9Advances.refNumber })
      .from(etoile9Advances)
      .where(and(eq(etoile9Advances.mdn, mdn), eq(etoile9Advances.status, 'outstanding')));
    return outstanding !== undefined;
  }

  async recordAdvance(refNumber: string, mdn: string, amountCentimes: number): Promise<void> {
    await this.db.insert(etoile9Advances).values({ refNumber, mdn, amountCentimes, status: 'outstanding' });
  }

  /** The order is settled (paid, or registered when deferred onto the invoice); its cart closes. */
  async settleOrder(
    order: Pick<OrderRow, 'refNumber' | 'timeline'>,
    cartId: string,
    status: Extract<OrderStatus, 'paid' | 'registered'>,
    timeline: OrderRow['timeline'],
    now: Date,
  ): Promise<OrderRow> {
    const [updated] = await this.db
      .update(orders)
      .set({ status, paymentOutcome: 'ok', errorCode: null, timeline, updatedAt: now })
      .where(eq(orders.refNumber, order.refNumber))
      .returning();
    await this.db.update(carts).set({ status: 'ordered', updatedAt: now }).where(eq(carts.id, cartId));
    return updated!;
  }

  /** The customer's lines. */
  async linesOf(accountId: string): Promise<string[]> {
    const rows = await this.db.select({ mdn: accountLines.mdn }).from(accountLines).where(eq(accountLines.accountId, accountId));
    return rows.map((row) => row.mdn);
  }

  /** The customer's settled recharges, latest first (the last 200). */
  async settledRechargesOf(accountId: string): Promise<Array<{ mdn: string | null; at: Date; lines: OrderRow['lines'] }>> {
    return this.db
      .select({ mdn: orders.phoneNumber, at: orders.updatedAt, lines: orders.lines })
      .from(orders)
      .where(and(eq(orders.accountId, accountId), eq(orders.kind, 'recharge'), inArray(orders.status, ['paid', 'registered'])))
      .orderBy(desc(orders.updatedAt))
      .limit(200);
  }
}

/** Registered by the ms-payment module, before its routes (its scope only). */
export const rechargeRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('rechargeRepository', new RechargeRepository(app.db));
  },
  { name: 'recharge-repository' },
);
