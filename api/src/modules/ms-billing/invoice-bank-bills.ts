import type { FastifyInstance } from 'fastify';
import type { BankBillPayment, InvoiceBankBill } from '@atlas/contracts/shop';
import { cancelBankBillHolding, pendingBankBillsHolding } from '../ms-ecom/public';
import type { InvoiceScope } from './invoice-proof';

/** An invoice's line in an order: its bill number is the product's id. */
const INVOICE_PRODUCT = 'facture';

/**
 * The bank bills (fatourati) pending on invoices, for ms-billing: which invoices they hold (paying
 * those another way meanwhile could charge twice), and the holder rule of docs/security.md property
 * 5 for invoices — whoever may pay an invoice may see and cancel the bill pending on it, nobody else
 * (a bill holding several invoices: whoever may pay every one of them).
 */
export function invoiceBankBills(app: FastifyInstance) {
  const invoices = app.invoicesRepository;
  const pendingOn = (billNos: string[]) => pendingBankBillsHolding(app.db, app.checkout, INVOICE_PRODUCT, billNos);

  /** Whether the scope's caller may pay every one of these invoices. */
  const paysAll = async (scope: InvoiceScope, billNos: string[]) => {
    const rows = await invoices.byBillNos(billNos);
    return rows.length === new Set(billNos).size && rows.every(scope.owns);
  };

  return {
    /** Of these bill numbers, those a pending bank bill holds. */
    async billNos(billNos: string[]): Promise<Set<string>> {
      const wanted = new Set(billNos);
      return new Set((await pendingOn(billNos)).flatMap((held) => held.productIds.filter((billNo) => wanted.has(billNo))));
    },

    /** The bills pending on the invoices the caller may pay, oldest first. */
    async visibleTo(scope: InvoiceScope): Promise<InvoiceBankBill[]> {
      const unpaid = await scope.unpaid();
      const bills: InvoiceBankBill[] = [];
      for (const held of await pendingOn(unpaid.map((row) => row.billNo))) {
        if (await paysAll(scope, held.productIds)) bills.push({ ...held.bill, billNos: held.productIds });
      }
      return bills;
    },

    /** Cancels a bill pending on invoices the caller may pay (BankBillMiss otherwise). */
    cancel: (scope: InvoiceScope, refNumber: string): Promise<BankBillPayment> =>
      cancelBankBillHolding(app.db, app.checkout, refNumber, INVOICE_PRODUCT, (billNos) => paysAll(scope, billNos)),
  };
}
