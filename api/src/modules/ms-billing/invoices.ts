import { BILLING_ERROR_CODES, INVOICE_OPTION, type Invoice } from '@atlas/contracts/billing';
import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import { linesOfAccount } from '../ms-iam/public';
import { invoiceByBillNo, invoicesIssuedBetween, lockInvoices, markInvoicesPaid, type InvoiceRow } from './invoices.repository';
import { invoiceName } from './invoice-name';
import { ApiError } from '../../errors';
import { toDirhams } from '../../money';
import type { CartItemRow, CartProductSource, CheckoutRule } from '../../checkout/registries';
import type { NotificationCheck } from '../../plugins/notifications';
import type { UnitOfWork } from '../../db/unit-of-work';

export type { InvoiceRow };
export { invoicesOfLine, unpaidInvoicesOf, unpaidInvoicesOfAccount } from './invoices.repository';
export { frenchOf, invoiceName, monthInWords } from './invoice-name';

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

/** The bill numbers an order pays (its `facture` lines' `invoiceId` option). */
export const billNosOf = (lines: Array<{ productType: string; options: Record<string, string> }>): string[] =>
  lines.filter((line) => line.productType === 'facture' && line.options[INVOICE_OPTION]).map((line) => line.options[INVOICE_OPTION]!);

/**
 * The cart's source of `facture` items: productId is the bill number. Checkout prices it again
 * through here, so an invoice paid in the meantime stops the payment with billing-001.
 */
export const invoiceProductSource: CartProductSource = async (work, billNo, options) => {
  const row = await invoiceByBillNo(work, billNo);
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
  work: UnitOfWork,
  order: { refNumber: string; lines: Array<{ productType: string; options: Record<string, string> }> },
  now = new Date(),
): Promise<void> {
  const billNos = billNosOf(order.lines);
  if (billNos.length === 0) return;
  const rows = await lockInvoices(work, billNos);
  if (rows.length !== billNos.length || rows.some((row) => row.status === 'paid' && row.paidBy !== order.refNumber)) {
    throw new ApiError(409, SHOP_ERROR_CODES.orderAlreadyPaid, 'An invoice of this order is already paid');
  }
  await markInvoicesPaid(work, billNos, order.refNumber, now);
}

/** The items of a cart of kind `invoice` holding these invoices, in this order. */
export const invoiceCartItems = (chosen: InvoiceRow[], now = Date.now()): Array<Omit<CartItemRow, 'id' | 'cartId'>> =>
  chosen.map((row, index) => ({
    productType: 'facture' as const,
    productId: row.billNo,
    name: invoiceName(row),
    image: null,
    unitPriceCentimes: row.amountCentimes,
    period: 'once' as const,
    quantity: 1,
    options: { [INVOICE_OPTION]: row.billNo, mdn: row.mdn },
    addedAt: new Date(now + index),
  }));

/** How far back an issued invoice is still news: one billing cycle and a few days. */
export const INVOICE_NEWS_DAYS = 40;

/**
 * The billing run's event: each invoice of the account's lines issued in the last
 * INVOICE_NEWS_DAYS becomes an `invoice-issued` notification, once, dated on its issue
 * (checked before the customer's notifications are read).
 */
export const invoicesIssued: NotificationCheck = async (work, accountId, record) => {
  const now = new Date();
  const issued = await invoicesIssuedBetween(work, await linesOfAccount(work, accountId), new Date(now.getTime() - INVOICE_NEWS_DAYS * 86_400_000), now);
  for (const invoice of issued) {
    await record(work, {
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
