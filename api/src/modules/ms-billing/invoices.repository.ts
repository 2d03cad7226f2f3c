import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { InvoiceSort } from '@atlas/contracts/billing';
import type { Database } from '../../db/database';
import { billingAccounts, invoices } from './ms-billing.tables';
import { lineOf } from '../ms-iam/public';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

export type InvoiceRow = typeof invoices.$inferSelect;
/**
 * The line's unpaid invoices, oldest first. Other modules ask this (a plan change is refused with
 * reason code 2 while it is not empty).
 */
export const unpaidInvoicesOf = (work: UnitOfWork, mdn: string): Promise<InvoiceRow[]> => {
  const db = handleOf(work);
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.mdn, mdn), eq(invoices.status, 'unpaid')))
    .orderBy(asc(invoices.period));
};

/** The unpaid invoices of every line of a business billing account, oldest first. */
export const unpaidInvoicesOfAccount = (work: UnitOfWork, billingAccount: string): Promise<InvoiceRow[]> => {
  const db = handleOf(work);
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.billingAccount, billingAccount), eq(invoices.status, 'unpaid')))
    .orderBy(asc(invoices.period), asc(invoices.mdn));
};

/** Every invoice of the line, by period. */
export const invoicesOfLine = (work: UnitOfWork, mdn: string, sort: InvoiceSort): Promise<InvoiceRow[]> => {
  const db = handleOf(work);
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.mdn, mdn))
    .orderBy(sort === 'asc' ? asc(invoices.period) : desc(invoices.period));
};

/** The line's latest invoices, up to `count`, the latest first. */
export const latestInvoicesOf = (work: UnitOfWork, mdn: string, count: number): Promise<InvoiceRow[]> => {
  const db = handleOf(work);
  return db.select().from(invoices).where(eq(invoices.mdn, mdn)).orderBy(desc(invoices.period)).limit(count);
};

/** An invoice by its bill number. */
export async function invoiceByBillNo(work: UnitOfWork, billNo: string): Promise<InvoiceRow | undefined> {
  const db = handleOf(work);
  const [row] = await db.select().from(invoices).where(eq(invoices.billNo, billNo));
  return row;
}

/** The invoices of these bill numbers, locked until the transaction ends (in bill-number order). */
export const lockInvoices = (work: UnitOfWork, billNos: string[]): Promise<InvoiceRow[]> => {
  const tx = handleOf(work);
  return tx.select().from(invoices).where(inArray(invoices.billNo, billNos)).orderBy(asc(invoices.billNo)).for('update');
};

/** The invoices still unpaid among these become paid by the order. */
export async function markInvoicesPaid(work: UnitOfWork, billNos: string[], refNumber: string, now: Date): Promise<void> {
  const tx = handleOf(work);
  await tx
    .update(invoices)
    .set({ status: 'paid', paidBy: refNumber, paidAt: now })
    .where(and(inArray(invoices.billNo, billNos), eq(invoices.status, 'unpaid')));
}

/** The invoices of these lines issued between `from` and `to`. */
export async function invoicesIssuedBetween(
  work: UnitOfWork,
  mdns: readonly string[],
  from: Date,
  to: Date,
): Promise<Array<Pick<InvoiceRow, 'billNo' | 'mdn' | 'period' | 'issuedAt' | 'amountCentimes'>>> {
  const db = handleOf(work);
  if (mdns.length === 0) return [];
  return db
    .select({ billNo: invoices.billNo, mdn: invoices.mdn, period: invoices.period, issuedAt: invoices.issuedAt, amountCentimes: invoices.amountCentimes })
    .from(invoices)
    .where(and(inArray(invoices.mdn, [...mdns]), gte(invoices.issuedAt, from), lte(invoices.issuedAt, to)));
}

declare module 'fastify' {
  interface FastifyInstance {
    invoicesRepository: InvoicesRepository;
  }
}

/** ms-billing's SQL: invoices and business billing accounts. */
export class InvoicesRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  billingAccount = async (accountNumber: string) => (await this.db.select().from(billingAccounts).where(eq(billingAccounts.accountNumber, accountNumber)))[0];

  unpaidOfLine = (mdn: string) => unpaidInvoicesOf(this.db, mdn);
  unpaidOfAccount = (accountNumber: string) => unpaidInvoicesOfAccount(this.db, accountNumber);
  ofLine = (mdn: string, sort: InvoiceSort) => invoicesOfLine(this.db, mdn, sort);

  /** The line's invoice of that number with its holder's name (what the PDF prints). */
  async withHolder(mdn: string, billNo: string) {
    const [invoice] = await this.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.billNo, billNo), eq(invoices.mdn, mdn)));
    const line = invoice && (await lineOf(this.db, mdn));
    return invoice && line ? { invoice, first: line.holderFirstName, last: line.holderLastName } : undefined;
  }

  byBillNos = (billNos: string[]): Promise<InvoiceRow[]> => this.db.select().from(invoices).where(inArray(invoices.billNo, billNos));
}

/** Registered by the ms-billing module, before its routes (its scope only). */
export const invoicesRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('invoicesRepository', new InvoicesRepository(app.db));
  },
  { name: 'invoices-repository' },
);
