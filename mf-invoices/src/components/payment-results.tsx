import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_OPTION, type Invoice } from '@atlas/contracts/billing';
import { errorCodeOf, skipToken, useErrorText, useLanguage } from '@atlas/runtime';
import { BankBillReference, Banner, Button, Card, isolateLtr, Page, Price, ReceiptDownload, Skeleton, Stack } from '@atlas/ui-kit';
import type { BankBillPayment, Order } from '@atlas/contracts/shop';
import { INVOICES_NS } from '../i18n/invoices';
import { frenchOf, periodLabel } from './invoice-list';
import { useInvoiceOrderQuery } from './invoices-api';

/** The paid order: its reference, amount and invoices (custom_options hold the bill numbers). */
/** The count told before the order is read: the plural text ("Vos factures sont payées"). */
export const MANY = 2;

/** The order references a result page reads (18 capitals and digits). */
export const isOrderReference = (refNumber: string) => /^[A-Z0-9]{18}$/.test(refNumber);

const CONFIRMATION_POLL_MS = 2000;

/** The outcome a result page shows: the order's, read from the server; the address's only when it cannot be read. */
export type InvoiceOutcome = 'loading' | 'ok' | 'echoue' | 'waiting';

/**
 * The real state of an invoice payment behind a result page (the same rule as the recharge's): an
 * older gateway page of an order paid since, reached through `…/echoue`, still says it was paid;
 * a forged or early `…/ok` of an order not paid does not. Read again while the payment is awaited.
 */
export function useInvoiceOutcome(refNumber: string, fromAddress: 'ok' | 'echoue'): { outcome: InvoiceOutcome; order: Order | null } {
  const [polling, setPolling] = useState(false);
  const read = useInvoiceOrderQuery(isOrderReference(refNumber) ? refNumber : skipToken, {
    refetchOnMountOrArgChange: true,
    pollingInterval: polling ? CONFIRMATION_POLL_MS : 0,
  });
  const order = read.currentData ?? null;
  // Read again every two seconds while the gateway's confirmation is awaited.
  const awaiting = order?.status === 'awaiting-payment';
  if (awaiting !== polling) setPolling(awaiting);
  if (order) {
    if (order.status === 'awaiting-payment') return { outcome: 'waiting', order };
    return { outcome: order.status === 'payment-failed' || order.status === 'cancelled' ? 'echoue' : 'ok', order };
  }
  if (isOrderReference(refNumber) && (read.isLoading || read.isFetching)) return { outcome: 'loading', order: null };
  return { outcome: fromAddress, order: null };
}

/** While the order is read. */
export function ResultChecking({ title }: { title: string }) {
  return (
    <Page title={title} narrow>
      <Skeleton lines={3} />
    </Page>
  );
}

/** The gateway has not confirmed the payment yet: nothing is said paid or failed before it does. */
export function ResultWaiting() {
  const { t } = useTranslation(INVOICES_NS);
  return (
    <Page title={t('result.waitingTitle')} narrow>
      <Banner $tone="info" role="status" data-payment-outcome="waiting">
        {t('result.waiting')}
      </Banner>
    </Page>
  );
}

/** The bill numbers an order paid (its items' options). */
export const paidBillNos = (order: Order | null): string[] =>
  order
    ? order.orderItems.flatMap((item) => (item.custom_options ?? []).filter((option) => option.label === INVOICE_OPTION).map((option) => option.value))
    : [];

/**
 * What is still to pay once this payment is made: the invoices named in words ("Facture de
 * septembre 2026"), and the way to pay them; or that nothing is left.
 */
export function StillUnpaid({ invoices, payTo }: { invoices: Invoice[] | undefined; payTo: string }) {
  const { t } = useTranslation(INVOICES_NS);
  const language = useLanguage();
  if (!invoices) return null;
  if (invoices.length === 0)
    return (
      <p data-still-unpaid="0" role="status">
        {t('result.nothingLeft')}
      </p>
    );
  return (
    <Card aria-labelledby="still-unpaid" data-still-unpaid={invoices.length}>
      <Stack $gap="sm">
        <h2 id="still-unpaid">{t('result.stillUnpaid', { count: invoices.length })}</h2>
        <ul>
          {invoices.map((invoice) => (
            <li key={invoice.billNo}>
              {t('list.period', { period: periodLabel(invoice.period, language), ofPeriod: frenchOf(periodLabel(invoice.period, language)) })} ·{' '}
              <Price amount={invoice.amount} size="sm" /> · {isolateLtr(invoice.billNo)}
            </li>
          ))}
        </ul>
        <div>
          <Button to={payTo}>{t('result.payTheRest', { count: invoices.length })}</Button>
        </div>
      </Stack>
    </Card>
  );
}

export function PaidOrder({ refNumber }: { refNumber: string }) {
  const { t } = useTranslation(INVOICES_NS);
  const language = useLanguage();
  const errorText = useErrorText();
  const read = useInvoiceOrderQuery(refNumber);
  const error = read.isError ? errorCodeOf(read.error) : null;
  const order = read.currentData;
  if (error) return <p role="alert">{errorText(error)}</p>;
  if (!order) return <Skeleton variant="rect" height={96} />;
  return (
    <Card aria-labelledby="paid-invoices" data-paid-order={order.refNumber}>
      <h2 id="paid-invoices">{t('result.paidInvoices')}</h2>
      <ul>
        {order.orderItems.map((item) => (
          <li key={item.productId}>{item.productName}</li>
        ))}
      </ul>
      <p>
        {t('result.amount')} : <Price amount={order.totalAmount} size="sm" />
      </p>
      {order.status !== 'payment-failed' && order.status !== 'cancelled' && order.status !== 'awaiting-payment' && order.status !== 'registered' && (
        <ReceiptDownload refNumber={order.refNumber} language={language} />
      )}
    </Card>
  );
}

/**
 * A bank-bill reference made for invoices: the UI kit's pending reference, cancelled by whoever
 * may (`cancel`: the line's holder or the browser that made it), after which its invoices are to
 * pay again, another way.
 */
export function InvoiceBankBill({
  bankBill,
  cancel,
  afterCancel,
  keptNote,
  cancelledText,
}: {
  bankBill: BankBillPayment;
  cancel?: (bankBill: BankBillPayment) => Promise<unknown>;
  /** What to do next once it is cancelled (the invoices to pay another way). */
  afterCancel?: ReactNode;
  /** What the cancellation keeps, and what is said once cancelled (the invoices' texts by default). */
  keptNote?: string;
  cancelledText?: string;
}) {
  const { t } = useTranslation(INVOICES_NS);
  const [cancelled, setCancelled] = useState(false);
  if (cancelled)
    return (
      <Stack $gap="md">
        <Banner $tone="info" role="status">
          {cancelledText ?? t('result.referenceCancelled')}
        </Banner>
        {afterCancel}
      </Stack>
    );
  return (
    <BankBillReference
      payment={bankBill}
      keptNote={keptNote ?? t('result.invoicesKept')}
      onCancel={
        cancel &&
        (async () => {
          await cancel(bankBill);
          setCancelled(true);
        })
      }
    />
  );
}
