import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { BILLING_ERROR_CODES, INVOICE_OPTION, type Invoice, type InvoiceSort } from '@atlas/contracts/billing';
import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import { isolateLtr } from '@atlas/contracts/format-mdn';
import type { Database } from '../../db/database';
import { accountLines } from '../ms-iam/ms-iam.tables';
import { invoices } from './ms-billing.tables';
import { ApiError } from '../../errors';
import type { Language } from '../../language';
import { toDirhams } from '../../money';
import type { CartProductSource, CheckoutRule } from '../../checkout/registries';
import type { NotificationCheck } from '../../plugins/notifications';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The invoice as the contract shows it; its detail only when asked (the line's signed-in customer). */
export function invoiceView(row: InvoiceRow, { withDetails = false, now = new Date() } = {}): Invoice {
  return {
    billNo: row.billNo,
    mdn: row.mdn,
    period: row.period,
    issuedAt: row.issuedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    amount: toDirhams(row.amountCentimes),
    status: row.status,
    overdue: row.status === 'unpaid' && row.dueAt < now,
    ...(row.paidBy ? { paidBy: row.paidBy } : {}),
    ...(row.paidAt ? { paidAt: row.paidAt.toISOString() } : {}),
    ...(withDetails ? { details: row.details.map(({ amountCentimes, ...detail }) => ({ ...detail, amount: toDirhams(amountCentimes) })) } : {}),
  };
}

/**
 * The line's unpaid invoices, oldest first. Other modules ask this (a plan change is refused with
 * reason code 2 while it is not empty).
 */
export const unpaidInvoicesOf = (db: Database, mdn: string): Promise<InvoiceRow[]> =>
  db
    .select()
    .from(invoices)
    .where(and(eq(invoices.mdn, mdn), eq(invoices.status, 'unpaid')))
    .orderBy(asc(invoices.period));

/** The unpaid invoices of every line of a business billing account, oldest first. */
export const unpaidInvoicesOfAccount = (db: Database, billingAccount: string): Promise<InvoiceRow[]> =>
  db
    .select()
    .from(invoices)
    .where(and(eq(invoices.billingAccount, billingAccount), eq(invoices.status, 'unpaid')))
    .orderBy(asc(invoices.period), asc(invoices.mdn));

/** Every invoice of the line, by period. */
export const invoicesOfLine = (db: Database, mdn: string, sort: InvoiceSort): Promise<InvoiceRow[]> =>
  db
    .select()
    .from(invoices)
    .where(eq(invoices.mdn, mdn))
    .orderBy(sort === 'asc' ? asc(invoices.period) : desc(invoices.period));

/** The bill numbers an order pays (its `facture` lines' `invoiceId` option). */
export const billNosOf = (lines: Array<{ productType: string; options: Record<string, string> }>): string[] =>
  lines.filter((line) => line.productType === 'facture' && line.options[INVOICE_OPTION]).map((line) => line.options[INVOICE_OPTION]!);

/** "octobre 2026" from `2026-10` (Moroccan month names in Arabic, Latin digits). */
export const monthInWords = (period: string, language: Language): string => {
  const [year, month] = period.split('-').map(Number);
  if (!year || !month) return period;
  return new Intl.DateTimeFormat(`${language}-MA`, { timeZone: 'UTC', month: 'long', year: 'numeric', numberingSystem: 'latn' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
};

/** French "de" before a word: "d’août", "d’octobre", "de septembre". */
export const frenchOf = (words: string): string => (/^[aeiouyhâéèêîôû]/i.test(words) ? `d’${words}` : `de ${words}`);

/**
 * "Facture d’octobre 2026 · F2610345602", the period in words in each language (in Arabic the
 * bill number kept left to right).
 */
export const invoiceName = (row: Pick<InvoiceRow, 'billNo' | 'period'>) => ({
  fr: `Facture ${frenchOf(monthInWords(row.period, 'fr'))} · ${row.billNo}`,
  ar: `فاتورة ${monthInWords(row.period, 'ar')} · ${isolateLtr(row.billNo)}`,
  en: `${monthInWords(row.period, 'en')} invoice · ${row.billNo}`,
});

/**
 * The cart's source of `facture` items: productId is the bill number. Checkout prices it again
 * through here, so an invoice paid in the meantime stops the payment with billing-001.
 */
export const invoiceProductSource: CartProductSource = async (db, billNo, options) => {
  const [row] = await db.select().from(invoices).where(eq(invoices.billNo, billNo));
  if (!row || options.mdn !== row.mdn) return null;
  if (row.status === 'paid')
    throw new ApiError(409, BILLING_ERROR_CODES.invoiceAlreadyPaid, `Invoice ${billNo} is already paid`, [{ field: billNo, rule: 'unpaid' }]);
  return { name: invoiceName(row), image: null, unitPriceCentimes: row.amountCentimes, period: 'once', inStock: true };
};

/**
 * The gateway confirmed the payment of an invoice order: each invoice becomes paid, once, with
 * the order's reference. The rows are locked; if one was paid by another order meanwhile (two
 * payments of one invoice at once), this payment is refused and the gateway voids it.
 */
export async function settleInvoices(
  tx: Database,
  order: { refNumber: string; lines: Array<{ productType: string; options: Record<string, string> }> },
  now = new Date(),
): Promise<void> {
  const billNos = billNosOf(order.lines);
  if (billNos.length === 0) return;
  const rows = await tx.select().from(invoices).where(inArray(invoices.billNo, billNos)).orderBy(asc(invoices.billNo)).for('update');
  if (rows.length !== billNos.length || rows.some((row) => row.status === 'paid' && row.paidBy !== order.refNumber)) {
    throw new ApiError(409, SHOP_ERROR_CODES.orderAlreadyPaid, 'An invoice of this order is already paid');
  }
  await tx
    .update(invoices)
    .set({ status: 'paid', paidBy: order.refNumber, paidAt: now })
    .where(and(inArray(invoices.billNo, billNos), eq(invoices.status, 'unpaid')));
}

/** How far back an issued invoice is still news: one billing cycle and a few days. */
export const INVOICE_NEWS_DAYS = 40;

/**
 * The billing run's event: each invoice of the account's lines issued in the last
 * INVOICE_NEWS_DAYS becomes an `invoice-issued` notification, once, dated on its issue
 * (checked before the customer's notifications are read).
 */
export const invoicesIssued: NotificationCheck = async (db, accountId, record) => {
  const now = new Date();
  const issued = await db
    .select({ billNo: invoices.billNo, mdn: invoices.mdn, period: invoices.period, issuedAt: invoices.issuedAt, amountCentimes: invoices.amountCentimes })
    .from(invoices)
    .innerJoin(accountLines, eq(accountLines.mdn, invoices.mdn))
    .where(
      and(eq(accountLines.accountId, accountId), gte(invoices.issuedAt, new Date(now.getTime() - INVOICE_NEWS_DAYS * 86_400_000)), lte(invoices.issuedAt, now)),
    );
  for (const invoice of issued) {
    await record(db, {
      accountId,
      mdn: invoice.mdn,
      kind: 'invoice-issued',
      params: { amountCentimes: invoice.amountCentimes, billNo: invoice.billNo, period: invoice.period },
      dedupeKey: `invoice-issued:${invoice.billNo}`,
      at: invoice.issuedAt,
    });
  }
};

/**
 * An invoice cart (made for a caller who proved the line by a code sent to it, or for the
 * account): paid through the shop's routes, for the line its invoices are of (their items'
 * `options.mdn`, never the form's); a cancelled bank bill reopens it.
 */
export const invoiceCheckoutRule: CheckoutRule = {
  routes: ['shop'],
  payer: 'cart-holder',
  madeForProvenCaller: true,
  lineOf: ({ items }) => items.find((item) => item.options.mdn)?.options.mdn ?? null,
  whenCancelled: 'reopen',
  paymentNotice: 'line',
};
