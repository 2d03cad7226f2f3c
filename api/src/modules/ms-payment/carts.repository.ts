import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CartKind } from '@atlas/contracts/shop';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { cartItems, carts } from './ms-payment.tables';
import type { CartItemRow, CartRow, SameRow } from '../../checkout/registries';

/** The checkout core's rows are this module's tables' (a column changed here fails the compilation there). */
const _rowsAgree: SameRow<CartRow, typeof carts.$inferSelect> & SameRow<CartItemRow, typeof cartItems.$inferSelect> = true;

declare module 'fastify' {
  interface FastifyInstance {
    cartsRepository: CartsRepository;
  }
}

/** The cart's order is paid or registered: it no longer changes. */
export async function closeCart(db: Database, cartId: string, now = new Date()): Promise<void> {
  await db.update(carts).set({ status: 'ordered', updatedAt: now }).where(eq(carts.id, cartId));
}

/** A cart by its id, as it is now. */
export async function cartById(db: Database, cartId: string): Promise<CartRow | undefined> {
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
  return cart;
}

/** A cart by its id, locked until the transaction ends. */
export async function lockCart(db: Database, cartId: string): Promise<CartRow | undefined> {
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return cart;
}

/** A cart's items, in the order they were added. */
export const itemsOf = (db: Database, cartId: string): Promise<CartItemRow[]> =>
  db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.addedAt), asc(cartItems.id));

export async function newCart(db: Database, kind: CartKind, accountId: string | null): Promise<CartRow> {
  const [cart] = await db.insert(carts).values({ id: randomUUID(), kind, accountId }).returning();
  return cart!;
}

/** The customer's most recent open cart of that kind. */
export async function openCartOf(db: Database, accountId: string, kind: CartKind): Promise<CartRow | undefined> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.accountId, accountId), eq(carts.kind, kind), eq(carts.status, 'open')))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return cart;
}

/** The cart changed (its kind, status or owner, or only its items): dated now. */
export const touchCart = (db: Database, cartId: string, changes: Partial<Pick<CartRow, 'kind' | 'status' | 'accountId'>> = {}) =>
  db
    .update(carts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(carts.id, cartId));

/** The cart holds these items and no other (a self-care act's cart: its one item, priced anew). */
export async function replaceCartItems(db: Database, cartId: string, items: ReadonlyArray<Omit<CartItemRow, 'id' | 'cartId' | 'addedAt'>>): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  if (items.length) await db.insert(cartItems).values(items.map((item) => ({ id: randomUUID(), cartId, ...item })));
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** The kind of a cart (undefined: no such cart). */
export async function cartKind(db: Database, cartId: string): Promise<CartRow['kind'] | undefined> {
  const [cart] = await db.select({ kind: carts.kind }).from(carts).where(eq(carts.id, cartId));
  return cart?.kind;
}

/** An item's price as its source gives it now (the checkout prices the cart again). */
export async function repriceItem(db: Database, itemId: string, unitPriceCentimes: number): Promise<void> {
  await db.update(cartItems).set({ unitPriceCentimes }).where(eq(cartItems.id, itemId));
}

/** The cart opens again (its order was cancelled: it may be paid another way). */
export async function reopenCart(db: Database, cartId: string, now = new Date()): Promise<void> {
  await db.update(carts).set({ status: 'open', updatedAt: now }).where(eq(carts.id, cartId));
}

/** A new cart with its items, as another module made it (an invoice cart: the invoices the caller proved theirs). */
export async function insertCartWithItems(
  db: Database,
  cart: Pick<CartRow, 'id' | 'kind' | 'accountId'>,
  items: ReadonlyArray<Omit<CartItemRow, 'id' | 'cartId'>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(carts).values(cart);
    if (items.length) await tx.insert(cartItems).values(items.map((item) => ({ id: randomUUID(), cartId: cart.id, ...item })));
  });
}

/** A new item of a cart. */
export async function insertCartItem(db: Database, item: Omit<CartItemRow, 'id' | 'addedAt'>): Promise<void> {
  await db.insert(cartItems).values({ id: randomUUID(), ...item });
}

/** An item's quantity, price and name change (the same product added again, priced anew). */
export async function updateCartItem(db: Database, itemId: string, changes: Pick<CartItemRow, 'quantity' | 'unitPriceCentimes' | 'name'>): Promise<void> {
  await db.update(cartItems).set(changes).where(eq(cartItems.id, itemId));
}

/** The cart routes' SQL (the queries every module shares stay in carts.ts, behind public.ts). */
export class CartsRepository {
  constructor(private readonly db: Database) {}

  /** The same queries inside a transaction. */
  within(tx: Database): CartsRepository {
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
