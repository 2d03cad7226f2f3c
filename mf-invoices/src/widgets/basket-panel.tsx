import { BasketPanel, useWidgetChannel, type BasketPanelWidgetProps } from '@atlas/ui-kit';
import { invoiceLinesOf, invoicesPanel } from '../features/selfcare/invoices-panel';

/**
 * The invoices basket panel (slot `basket-panel` of mes-factures): the invoices chosen on the page
 * and its "pay" button. The shell only places it beside the page.
 */
export default function InvoicesBasketPanel({ kind, language }: BasketPanelWidgetProps) {
  const content = useWidgetChannel(invoicesPanel);
  return (
    <BasketPanel
      kind={kind}
      lines={invoiceLinesOf(content, language)}
      itemCount={content?.invoices.length ?? 0}
      total={content?.total ?? 0}
      next={content?.next ?? null}
    />
  );
}
