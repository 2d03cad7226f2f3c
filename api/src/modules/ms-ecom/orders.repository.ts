import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OrderStatus } from '@atlas/contracts/shop';
import type { Database } from '../../db/database';
import { closeCart } from '../ms-payment/public';
import { bankBills, orders, payments } from './ms-ecom.tables';
import type { OrderLine, OrderRow, PaymentStatus, SameRow } from '../../checkout/registries';
import type { OrderLine as StoredOrderLine, PaymentStatus as StoredPaymentStatus } from './ms-ecom.tables';

import { reached } from '../../checkout/order-timeline';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/** The checkout core's rows are this module's tables' (a column changed here fails the compilation there). */
const _rowsAgree: SameRow<OrderRow, typeof orders.$inferSelect> & SameRow<OrderLine, StoredOrderLine> & SameRow<PaymentStatus, StoredPaymentStatus> = true;

declare module 'fastify' {
  interface FastifyInstance {
    ordersRepository: OrdersRepository;
  }
}

/** An order by its reference (upper case). */
export async function orderByRef(work: UnitOfWork, refNumber: string): Promise<OrderRow | undefined> {
  const db = handleOf(work);
  const [row] = await db.select().from(orders).where(eq(orders.refNumber, refNumber));
  return row;
}

/** Every order of a cart, newest first. */
export function ordersOfCart(work: UnitOfWork, cartId: string): Promise<OrderRow[]> {
  const db = handleOf(work);
  return db.select().from(orders).where(eq(orders.cartId, cartId)).orderBy(desc(orders.createdAt));
}

/** The payment that paid the order, if one did. */
export async function succeededPaymentOf(work: UnitOfWork, refNumber: string): Promise<typeof payments.$inferSelect | undefined> {
  const db = handleOf(work);
  const [paid] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.refNumber, refNumber), eq(payments.status, 'succeeded')));
  return paid;
}

/** The order's bank bill, if it has one. */
export async function bankBillOfOrder(work: UnitOfWork, refNumber: string): Promise<typeof bankBills.$inferSelect | undefined> {
  const db = handleOf(work);
  const [bill] = await db.select().from(bankBills).where(eq(bankBills.refNumber, refNumber));
  return bill;
}

/** A new order (one open order per cart: a unique index). */
export async function insertOrder(work: UnitOfWork, order: typeof orders.$inferInsert): Promise<OrderRow> {
  const db = handleOf(work);
  const [row] = await db.insert(orders).values(order).returning();
  return row!;
}

/** An order brought up to date by a new payment initiation. */
export async function updateOrder(work: UnitOfWork, refNumber: string, changes: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  const db = handleOf(work);
  const [row] = await db.update(orders).set(changes).where(eq(orders.refNumber, refNumber)).returning();
  return row!;
}

/** The order is cancelled (its timeline says when). */
export async function cancelOrder(work: UnitOfWork, order: Pick<OrderRow, 'refNumber' | 'timeline'>, now: Date): Promise<void> {
  const db = handleOf(work);
  await db
    .update(orders)
    .set({ status: 'cancelled', timeline: reached(order.timeline, 'cancelled', now), updatedAt: now })
    .where(eq(orders.refNumber, order.refNumber));
}

/** ms-ecom's SQL on orders (and the cart an order closes). */
export class OrdersRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** The same queries inside a transaction. */
  within(work: UnitOfWork): OrdersRepository {
    const tx = handleOf(work);
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
    await closeCart(this.db, cartId, now);
  }

  /** The order is paid (its payment error forgotten): its cart is closed. */
  async markPaid(order: Pick<OrderRow, 'refNumber' | 'timeline' | 'cartId'>, now = new Date()): Promise<void> {
    await this.db
      .update(orders)
      .set({ status: 'paid', paymentOutcome: 'ok', errorCode: null, timeline: reached(order.timeline, 'paid', now), updatedAt: now })
      .where(eq(orders.refNumber, order.refNumber));
    await closeCart(this.db, order.cartId, now);
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
}

/** Registered by the ms-ecom module, before its routes (its scope only). */
export const ordersRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('ordersRepository', new OrdersRepository(app.db));
  },
  { name: 'orders-repository' },
);
