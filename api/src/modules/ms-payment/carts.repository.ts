import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { cartItems, carts } from './ms-payment.tables';
import { numberReservations } from '../ms-service/ms-service.tables';
import type { CartItemRow, CartRow } from './carts';

declare module 'fastify' {
  interface FastifyInstance {
    cartsRepository: CartsRepository;
  }
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

  /** The numbers one cart holds pass to another (a visitor's cart merged into the customer's). */
  async moveReservations(fromCartId: string, toCartId: string): Promise<void> {
    await this.db.update(numberReservations).set({ cartId: toCartId }).where(eq(numberReservations.cartId, fromCartId));
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
