import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { INVOICE_OPTION, type InvoiceSort } from '@atlas/contracts/billing';
import type { Database } from '../../db/database';
import { billingAccounts, invoices } from './ms-billing.tables';
import { cartItems, carts } from '../ms-payment/ms-payment.tables';
import { lines } from '../ms-iam/ms-iam.tables';
import { invoiceName, invoicesOfLine, unpaidInvoicesOf, unpaidInvoicesOfAccount, type InvoiceRow } from './invoices';

declare module 'fastify' {
  interface FastifyInstance {
    invoicesRepository: InvoicesRepository;
  }
}

/** ms-billing's SQL: invoices, business billing accounts, and the carts that pay invoices. */
export class InvoicesRepository {
  constructor(private readonly db: Database) {}

  billingAccount = async (accountNumber: string) => (await this.db.select().from(billingAccounts).where(eq(billingAccounts.accountNumber, accountNumber)))[0];

  unpaidOfLine = (mdn: string) => unpaidInvoicesOf(this.db, mdn);
  unpaidOfAccount = (accountNumber: string) => unpaidInvoicesOfAccount(this.db, accountNumber);
  ofLine = (mdn: string, sort: InvoiceSort) => invoicesOfLine(this.db, mdn, sort);

  /** The line's invoice of that number with its holder's name (what the PDF prints). */
  async withHolder(mdn: string, billNo: string) {
    const [row] = await this.db
      .select({ invoice: invoices, first: lines.holderFirstName, last: lines.holderLastName })
      .from(invoices)
      .innerJoin(lines, eq(lines.mdn, invoices.mdn))
      .where(and(eq(invoices.billNo, billNo), eq(invoices.mdn, mdn)));
    return row;
  }

  byBillNos = (billNos: string[]): Promise<InvoiceRow[]> => this.db.select().from(invoices).where(inArray(invoices.billNo, billNos));

  /** A cart of kind `invoice` holding these invoices, in this order. */
  async createCart(cartId: string, accountId: string | null, chosen: InvoiceRow[]) {
    await this.db.transaction(async (tx) => {
      await tx.insert(carts).values({ id: cartId, kind: 'invoice', accountId });
      await tx.insert(cartItems).values(
        chosen.map((row, index) => ({
          id: randomUUID(),
          cartId,
          productType: 'facture' as const,
          productId: row.billNo,
          name: invoiceName(row),
          image: null,
          unitPriceCentimes: row.amountCentimes,
          period: 'once' as const,
          quantity: 1,
          options: { [INVOICE_OPTION]: row.billNo, mdn: row.mdn },
          addedAt: new Date(Date.now() + index),
        })),
      );
    });
  }
}

/** Registered by the ms-billing module, before its routes (its scope only). */
export const invoicesRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('invoicesRepository', new InvoicesRepository(app.db));
  },
  { name: 'invoices-repository' },
);
