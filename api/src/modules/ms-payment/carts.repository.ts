import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CartKind } from '@atlas/contracts/shop';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { cartItems, carts } from './ms-payment.tables';
import type { CartItemRow, CartRow, SameRow } from '../../checkout/registries';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/** The checkout core's rows are this module's tables' (a column changed here fails the compilation there). */
const _rowsAgree: SameRow<CartRow, typeof carts.$inferSelect> & SameRow<CartItemRow, typeof cartItems.$inferSelect> = true;

declare module 'fastify' {
  interface FastifyInstance {
    cartsRepository: CartsRepository;
  }
}

/** The cart's order is paid or registered: it no longer changes. */
export async function closeCart(work: UnitOfWork, cartId: string, now = new Date()): Promise<void> {
  const db = handleOf(work);
  await db.update(carts).set({ status: 'ordered', updatedAt: now }).where(eq(carts.id, cartId));
}

/** A cart by its id, as it is now. */
export async function cartById(work: UnitOfWork, cartId: string): Promise<CartRow | undefined> {
  const db = handleOf(work);
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
  return cart;
}

/** A cart by its id, locked until the transaction ends. */
export async function lockCart(work: UnitOfWork, cartId: string): Promise<CartRow | undefined> {
  const db = handleOf(work);
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return cart;
}

/** A cart's items, in the order they were added. */
export const itemsOf = (work: UnitOfWork, cartId: string): Promise<CartItemRow[]> => {
  const db = handleOf(work);
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.addedAt), asc(cartItems.id));
};

export async function newCart(work: UnitOfWork, kind: CartKind, accountId: string | null): Promise<CartRow> {
  const db = handleOf(work);
  const [cart] = await db.insert(carts).values({ id: randomUUID(), kind, accountId }).returning();
  return cart!;
}

/** The customer's most recent open cart of that kind. */
export async function openCartOf(work: UnitOfWork, accountId: string, kind: CartKind): Promise<CartRow | undefined> {
  const db = handleOf(work);
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.accountId, accountId), eq(carts.kind, kind), eq(carts.status, 'open')))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return cart;
}

/** The cart changed (its kind, status or owner, or only its items): dated now. */
export const touchCart = (work: UnitOfWork, cartId: string, changes: Partial<Pick<CartRow, 'kind' | 'status' | 'accountId'>> = {}) => {
  const db = handleOf(work);
  return db
    .update(carts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
};

/** The cart holds these items and no other (a self-care act's cart: its one item, priced anew). */
export async function replaceCartItems(work: UnitOfWork, cartId: string, items: ReadonlyArray<Omit<CartItemRow, 'id' | 'cartId' | 'addedAt'>>): Promise<void> {
  const db = handleOf(work);
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  if (items.length) await db.insert(cartItems).values(items.map((item) => ({ id: randomUUID(), cartId, ...item })));
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** The kind of a cart (undefined: no such cart). */
export async function cartKind(work: UnitOfWork, cartId: string): Promise<CartRow['kind'] | undefined> {
  const db = handleOf(work);
  const [cart] = await db.select({ kind: carts.kind }).from(carts).where(eq(carts.id, cartId));
  return cart?.kind;
}

/** An item's price as its source gives it now (the checkout prices the cart again). */
export async function repriceItem(work: UnitOfWork, itemId: string, unitPriceCentimes: number): Promise<void> {
  const db = handleOf(work);
  await db.update(cartItems).set({ unitPriceCentimes }).where(eq(cartItems.id, itemId));
}

/** The cart opens again (its order was cancelled: it may be paid another way). */
export async function reopenCart(work: UnitOfWork, cartId: string, now = new Date()): Promise<void> {
  const db = handleOf(work);
  await db.update(carts).set({ status: 'open', updatedAt: now }).where(eq(carts.id, cartId));
}

/** A new cart with its items, as another module made it (an invoice cart: the invoices the caller proved theirs). */
export async function insertCartWithItems(
  work: UnitOfWork,
  cart: Pick<CartRow, 'id' | 'kind' | 'accountId'>,
  items: ReadonlyArray<Omit<CartItemRow, 'id' | 'cartId'>>,
): Promise<void> {
  const db = handleOf(work);
  await db.transaction(async (tx) => {
    await tx.insert(carts).values(cart);
    if (items.length) await tx.insert(cartItems).values(items.map((item) => ({ id: randomUUID(), cartId: cart.id, ...item })));
  });
}

/** A new item of a cart. */
export async function insertCartItem(work: UnitOfWork, item: Omit<CartItemRow, 'id' | 'addedAt'>): Promise<void> {
  const db = handleOf(work);
  await db.insert(cartItems).values({ id: randomUUID(), ...item });
}

/** An item's quantity, price and name change (the same product added again, priced anew). */
export async function updateCartItem(work: UnitOfWork, itemId: string, changes: Pick<CartItemRow, 'quantity' | 'unitPriceCentimes' | 'name'>): Promise<void> {
  const db = handleOf(work);
  await db.update(cartItems).set(changes).where(eq(cartItems.id, itemId));
}

/** The cart routes' SQL (the queries every module shares stay in carts.ts, behind public.ts). */
export class CartsRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** The same queries inside a transaction. */
  within(work: UnitOfWork): CartsRepository {
    const tx = handleOf(work);
    return new CartsRepository(tx);
  }

  /** A cart by its id, whoever's it is (the caller checks), as it is now. */
  async byId(cartId: string): Promise<CartRow | undefined> {
    const [cart] = await this.db.select().from(carts).where(eq(carts.id, cartId));
    return cart;
  }

  /** A cart by its id, locked until the transaction ends. */
  async lockById(cartId: string): Promise<CartRow | undefined> {
    const [cart] = await this.db.select().from(carts).where(eq(carts.id, cartId)).for('update');
    return cart;
  }

  async delete(cartId: string): Promise<void> {
    await this.db.delete(carts).where(eq(carts.id, cartId));
  }

  /** Removes an item by its id, whatever its cart: the removed row, to check it was the cart's. */
  async removeItem(itemId: string): Promise<CartItemRow | undefined> {
    const [removed] = await this.db.delete(cartItems).where(eq(cartItems.id, itemId)).returning();
    return removed;
  }
}

/** Registered by the ms-payment module, before its routes (its scope only). */
export const cartsRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('cartsRepository', new CartsRepository(app.db));
  },
  { name: 'carts-repository' },
);
