import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bankBills, payments } from './ms-ecom.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/** ms-ecom's SQL for a receipt: the card that paid an order (succeeded payment) and its bank bill's code. */
export class ReceiptsRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  async paymentOf(refNumber: string): Promise<{ card: { brand: string; last4: string } | null; bankBillCode: string | null }> {
    const [[paid], [bill]] = await Promise.all([
      this.db
        .select({ cardBrand: payments.cardBrand, cardLast4: payments.cardLast4 })
        .from(payments)
        .where(and(eq(payments.refNumber, refNumber), eq(payments.status, 'succeeded'))),
      this.db.select({ paymentCode: bankBills.paymentCode }).from(bankBills).where(eq(bankBills.refNumber, refNumber)),
    ]);
    return {
      card: paid?.cardBrand && paid.cardLast4 ? { brand: paid.cardBrand, last4: paid.cardLast4 } : null,
      bankBillCode: bill?.paymentCode ?? null,
    };
  }
}
