import { useEffect, useRef } from 'react';
import { createWidgetChannel, type BasketNextAction, type BasketPanelLine } from '@atlas/ui-kit';
import type { Invoice } from '@atlas/contracts/billing';

/** What the invoices basket panel shows: the invoices chosen on the page on screen and its "pay" button. */
export interface InvoicesPanelContent {
  invoices: Pick<Invoice, 'billNo' | 'period' | 'amount'>[];
  total: number;
  next: BasketNextAction;
}

/** The invoices chosen on mes-factures, for the basket panel this remote draws in the shell's slot. */
export const invoicesPanel = createWidgetChannel<InvoicesPanelContent>();

/** The panel's lines in the page's language, each invoice named by its month in words (`invoiceTitle`). */
export const invoiceLinesOf = (content: InvoicesPanelContent | null, name: (period: string) => string): BasketPanelLine[] =>
  (content?.invoices ?? []).map((invoice) => ({
    key: invoice.billNo,
    name: name(invoice.period),
    quantity: 1,
    amount: invoice.amount,
    period: 'once',
  }));

/**
 * Shows the chosen invoices in the invoices basket panel (layout flag `invoicesBasketPanel`) with
 * its "pay" button while the page is shown and `shown` (the tab of invoices to pay); both go away
 * with it.
 */
export function useInvoicesPanel(invoices: Invoice[], total: number, onPay: () => void, shown = true): void {
  const handler = useRef(onPay);
  handler.current = onPay;
  const chosen = useRef(invoices);
  chosen.current = invoices;
  const key = invoices.map((invoice) => `${invoice.billNo}:${invoice.period}:${invoice.amount}`).join(',');

  useEffect(() => {
    if (!shown) return undefined;
    const content: InvoicesPanelContent = {
      invoices: chosen.current.map(({ billNo, period, amount }) => ({ billNo, period, amount })),
      total,
      next: { labelKey: 'invoices:list.pay', disabled: chosen.current.length === 0, run: () => handler.current() },
    };
    invoicesPanel.set(content);
    return () => invoicesPanel.clear(content);
    // `key` stands for the invoices chosen: the panel changes when the choice does.
  }, [key, total, shown]);
}
