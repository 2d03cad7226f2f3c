import { useTranslation } from 'react-i18next';
import { BasketPanel, useWidgetChannel, type BasketPanelWidgetProps } from '@atlas/ui-kit';
import { invoiceTitle } from '../components/invoice-names';
import { INVOICES_NS } from '../i18n/invoices';
import { invoiceLinesOf, invoicesPanel } from '../features/selfcare/invoices-panel';

/**
 * The invoices basket panel (slot `basket-panel` of mes-factures): the invoices chosen on the page
 * and its "pay" button, the page's one pay block. The shell only places it beside the page; it
 * shows only while the page gives it invoices to pay (not on the history tab: on a phone its bar
 * would cover the history).
 */
export default function InvoicesBasketPanel({ kind, language }: BasketPanelWidgetProps) {
  const { t } = useTranslation(INVOICES_NS);
  const content = useWidgetChannel(invoicesPanel);
  if (!content) return null;
  return (
    <BasketPanel
      kind={kind}
      lines={invoiceLinesOf(content, (period) => invoiceTitle(t, period, language))}
      itemCount={content.invoices.length}
      total={content.total}
      next={content.next}
    />
  );
}
