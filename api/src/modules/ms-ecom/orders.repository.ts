import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OrderStatus } from '@atlas/contracts/shop';
import type { Database } from '../../db/database';
import { carts } from '../ms-payment/ms-payment.tables';
import { orders } from './ms-ecom.tables';
import { reached, type OrderRow } from './orders';

declare module 'fastify' {
  interface FastifyInstance {
    ordersRepository: OrdersRepository;
  }
}

/** ms-ecom's SQL on orders (and the cart an order closes). */
export class OrdersRepository {
  constructor(private readonly db: Database) {}

  /** The same queries inside a transaction. */
  within(tx: Database): OrdersRepository {
    return new OrdersRepository(tx);
  }

  async byRef(refNumber: string): Promise<OrderRow | undefined> {
    const [order] = await this.db.select().from(orders).where(eq(orders.refNumber, refNumber));
    return order;
  }

  /** The order, locked until the transaction ends. */
  async lockByRef(refNumber: string): Promise<OrderRow | undefined> {
    const [order] = await this.db.select().from(orders).where(eq(orders.refNumber, refNumber)).for('update');
    return order;
  }

  /** The order is registered, to be paid later (cash) or at a bank (fatourati): its cart is closed. */
  async register(order: Pick<OrderRow, 'refNumber' | 'timeline'>, cartId: string, now = new Date()): Promise<void> {
    await this.db
      .update(orders)
      .set({ status: 'registered', paymentOutcome: 'enregistre', timeline: reached(order.timeline, 'registered', now), updatedAt: now })
      .where(eq(orders.refNumber, order.refNumber));
    await this.closeCart(cartId, now);
  }

  /** The order is paid (its payment error forgotten): its cart is closed. */
  async markPaid(order: Pick<OrderRow, 'refNumber' | 'timeline' | 'cartId'>, now = new Date()): Promise<void> {
    await this.db
      .update(orders)
      .set({ status: 'paid', paymentOutcome: 'ok', errorCode: null, timeline: reached(order.timeline, 'paid', now), updatedAt: now })
      .where(eq(orders.refNumber, order.refNumber));
    await this.closeCart(order.cartId, now);
  }

  /** The order's status and payment error after an attempt that did not pay it. */
  async setPaymentFailure(refNumber: string, status: OrderStatus, errorCode: string, now = new Date()): Promise<void> {
    await this.db.update(orders).set({ status, errorCode, updatedAt: now }).where(eq(orders.refNumber, refNumber));
  }

  /** The order failed to be paid (`errorCode`), if it is still waiting for its payment. */
  async failIfPayable(refNumber: string, errorCode: string, now = new Date()): Promise<void> {
    await this.db
      .update(orders)
      .set({ status: 'payment-failed', errorCode, updatedAt: now })
      .where(and(eq(orders.refNumber, refNumber), inArray(orders.status, ['awaiting-payment', 'payment-failed'])));
  }

  private async closeCart(cartId: string, now: Date): Promise<void> {
    await this.db.update(carts).set({ status: 'ordered', updatedAt: now }).where(eq(carts.id, cartId));
  }
}

/** Registered by the ms-ecom module, before its routes (its scope only). */
export const ordersRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('ordersRepository', new OrdersRepository(app.db));
  },
  { name: 'orders-repository' },
);
