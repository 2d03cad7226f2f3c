import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bankBills, orders } from '../../db/schema';
import type { BankBillRow } from './bank-bills';
import type { OrderRow } from './orders';

/** ms-ecom's SQL on bank-bill (fatourati) references. */
export class BankBillsRepository {
  constructor(private readonly db: Database) {}

  async insertPending(values: Omit<typeof bankBills.$inferInsert, 'status'>): Promise<BankBillRow> {
    const [bill] = await this.db
      .insert(bankBills)
      .values({ ...values, status: 'pending' })
      .returning();
    return bill!;
  }

  /** The pending reference of a number, with who placed its order and when. */
  async pendingOfMdn(mdn: string): Promise<{ bill: BankBillRow; createdAt: Date; accountId: string | null; browserId: string | null } | undefined> {
    const [row] = await this.db
      .select({ bill: bankBills, createdAt: orders.createdAt, accountId: orders.accountId, browserId: orders.browserId })
      .from(bankBills)
      .innerJoin(orders, eq(orders.refNumber, bankBills.refNumber))
      .where(and(eq(bankBills.mdn, mdn), eq(bankBills.status, 'pending')));
    return row;
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

  /** The order's pending reference is paid. */
  async markPaid(refNumber: string, now = new Date()): Promise<void> {
    await this.db
      .update(bankBills)
      .set({ status: 'paid', closedAt: now })
      .where(and(eq(bankBills.refNumber, refNumber), eq(bankBills.status, 'pending')));
  }
}
