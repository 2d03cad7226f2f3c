import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { etoile9Advances, rechargeProducts, scratchCards } from './recharge.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

declare module 'fastify' {
  interface FastifyInstance {
    rechargeRepository: RechargeRepository;
  }
}

export type RechargeProductRow = typeof rechargeProducts.$inferSelect;

/** Every recharge and pass product, in the catalogue's order. */
export const allRechargeProducts = (work: UnitOfWork): Promise<RechargeProductRow[]> => {
  const db = handleOf(work);
  return db.select().from(rechargeProducts).orderBy(asc(rechargeProducts.position));
};

/** One recharge or pass product. */
export async function rechargeProduct(work: UnitOfWork, id: string): Promise<RechargeProductRow | undefined> {
  const db = handleOf(work);
  const [row] = await db.select().from(rechargeProducts).where(eq(rechargeProducts.id, id));
  return row;
}

/** The recharge and pass products of these ids. */
export const rechargeProductsOf = (work: UnitOfWork, ids: string[]): Promise<RechargeProductRow[]> => {
  const db = handleOf(work);
  return ids.length ? db.select().from(rechargeProducts).where(inArray(rechargeProducts.id, ids)) : Promise.resolve([]);
};

/** A line's outstanding *9 advance, if any (`forUpdate`: locked until the transaction ends). */
export async function outstandingAdvance(work: UnitOfWork, mdn: string, { forUpdate = false } = {}) {
  const db = handleOf(work);
  const query = db
    .select()
    .from(etoile9Advances)
    .where(and(eq(etoile9Advances.mdn, mdn), eq(etoile9Advances.status, 'outstanding')));
  const [advance] = forUpdate ? await query.for('update') : await query;
  return advance;
}

/** A *9 advance is repaid by a later recharge. */
export async function repayAdvance(work: UnitOfWork, advanceRef: string, repaidBy: string): Promise<void> {
  const tx = handleOf(work);
  await tx.update(etoile9Advances).set({ status: 'repaid', repaidBy }).where(eq(etoile9Advances.refNumber, advanceRef));
}

/** The recharge payments' SQL: the products' names and prices, scratch cards, *9 advances. */
export class RechargeRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** The same queries inside a transaction. */
  within(work: UnitOfWork): RechargeRepository {
    const tx = handleOf(work);
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
}

/** Registered by the ms-payment module, before its routes (its scope only). */
export const rechargeRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('rechargeRepository', new RechargeRepository(app.db));
  },
  { name: 'recharge-repository' },
);
