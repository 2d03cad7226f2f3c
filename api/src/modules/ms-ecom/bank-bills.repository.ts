import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { CartProductType } from '@atlas/contracts/catalog';
import type { Database } from '../../db/database';
import { bankBills, orders } from './ms-ecom.tables';
import type { OrderRow } from '../../checkout/registries';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

export type BankBillRow = typeof bankBills.$inferSelect;

/** A pending reference is closed (cancelled or expired): the closed row, or undefined when it was no longer pending. */
export async function closePendingBill(work: UnitOfWork, refNumber: string, status: 'cancelled' | 'expired', now: Date): Promise<BankBillRow | undefined> {
  const db = handleOf(work);
  const [closed] = await db
    .update(bankBills)
    .set({ status, closedAt: now })
    .where(and(eq(bankBills.refNumber, refNumber), eq(bankBills.status, 'pending')))
    .returning();
  return closed;
}

/** The pending references past their date, of a number or of an order. */
export function overdueBills(work: UnitOfWork, where: { mdn: string } | { refNumber: string }, now: Date): Promise<BankBillRow[]> {
  const db = handleOf(work);
  return db
    .select()
    .from(bankBills)
    .where(
      and(
        eq(bankBills.status, 'pending'),
        lte(bankBills.expiresAt, now),
        'mdn' in where ? eq(bankBills.mdn, where.mdn) : eq(bankBills.refNumber, where.refNumber),
      ),
    );
}

/** ms-ecom's SQL on bank-bill (fatourati) references. */
export class BankBillsRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  async insertPending(values: Omit<typeof bankBills.$inferInsert, 'status'>): Promise<BankBillRow> {
    const [bill] = await this.db
      .insert(bankBills)
      .values({ ...values, status: 'pending' })
      .returning();
    return bill!;
  }

  /** The references pending on a number, newest first, with who placed their orders, when, and for which kind of cart. */
  async pendingOfMdn(mdn: string): Promise<Array<{ bill: BankBillRow; order: Pick<OrderRow, 'createdAt' | 'accountId' | 'browserId' | 'kind'> }>> {
    return this.db
      .select({
        bill: bankBills,
        order: { createdAt: orders.createdAt, accountId: orders.accountId, browserId: orders.browserId, kind: orders.kind },
      })
      .from(bankBills)
      .innerJoin(orders, eq(orders.refNumber, bankBills.refNumber))
      .where(and(eq(bankBills.mdn, mdn), eq(bankBills.status, 'pending')))
      .orderBy(desc(orders.createdAt));
  }

  /** A pending reference by its order and number, with its order, locked until the transaction ends. */
  async lockPending(refNumber: string, mdn: string): Promise<{ bill: BankBillRow; order: OrderRow } | undefined> {
    const [row] = await this.db
      .select({ bill: bankBills, order: orders })
      .from(bankBills)
      .innerJoin(orders, eq(orders.refNumber, bankBills.refNumber))
      .where(and(eq(bankBills.refNumber, refNumber), eq(bankBills.mdn, mdn), eq(bankBills.status, 'pending')))
      .for('update');
    return row;
  }

  /**
   * The references pending on orders that hold one of these products (an invoice cart's bill
   * numbers), oldest first, with their orders' date and lines. By the lines themselves, not the
   * order's phone number: an order paying several lines' invoices has one number.
   */
  async pendingHolding(
    productType: CartProductType,
    productIds: string[],
  ): Promise<Array<{ bill: BankBillRow; order: Pick<OrderRow, 'createdAt' | 'lines'> }>> {
    if (productIds.length === 0) return [];
    const wanted = sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    );
    return this.db
      .select({ bill: bankBills, order: { createdAt: orders.createdAt, lines: orders.lines } })
      .from(bankBills)
      .innerJoin(orders, eq(orders.refNumber, bankBills.refNumber))
      .where(
        and(
          eq(bankBills.status, 'pending'),
          sql`exists (select 1 from jsonb_array_elements(${orders.lines}) as line where line->>'productType' = ${productType} and line->>'productId' in (${wanted}))`,
        ),
      )
      .orderBy(asc(orders.createdAt));
  }

  /** A reference by its order, whatever its state, with its order. */
  async byReference(refNumber: string): Promise<{ bill: BankBillRow; order: OrderRow } | undefined> {
    const [row] = await this.db
      .select({ bill: bankBills, order: orders })
      .from(bankBills)
      .innerJoin(orders, eq(orders.refNumber, bankBills.refNumber))
      .where(eq(bankBills.refNumber, refNumber));
    return row;
  }

  /** A pending reference by its order alone, with its order, locked until the transaction ends. */
  async lockPendingReference(refNumber: string): Promise<{ bill: BankBillRow; order: OrderRow } | undefined> {
    const [row] = await this.db
      .select({ bill: bankBills, order: orders })
      .from(bankBills)
      .innerJoin(orders, eq(orders.refNumber, bankBills.refNumber))
      .where(and(eq(bankBills.refNumber, refNumber), eq(bankBills.status, 'pending')))
      .for('update');
    return row;
  }

  /** The order's pending reference is paid. */
  async markPaid(refNumber: string, now = new Date()): Promise<void> {
    await this.db
      .update(bankBills)
      .set({ status: 'paid', closedAt: now })
      .where(and(eq(bankBills.refNumber, refNumber), eq(bankBills.status, 'pending')));
  }
}
