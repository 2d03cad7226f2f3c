import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, skipToken, useErrorText } from '@atlas/runtime';
import { BankBillReference, Banner, Card, Price, Skeleton, Stack } from '@atlas/ui-kit';
import type { BankBillPayment } from '@atlas/contracts/shop';
import { INVOICES_NS } from '../i18n/invoices';
import { useInvoiceOrderQuery } from './invoices-api';

/** The paid order: its reference, amount and invoices (custom_options hold the bill numbers). */
/** The count told before the order is read: the plural text ("Vos factures sont payées"). */
export const MANY = 2;

/** The order references a result page reads (18 capitals and digits). */
export const isOrderReference = (refNumber: string) => /^[A-Z0-9]{18}$/.test(refNumber);

/**
 * How many invoices the order paid, for "Votre facture est payée" or "Vos factures sont payées"
 * (undefined, read as several, until the order is read).
 */
export function usePaidCount(refNumber: string): number | undefined {
  return useInvoiceOrderQuery(isOrderReference(refNumber) ? refNumber : skipToken).currentData?.orderItems.length;
}

export function PaidOrder({ refNumber }: { refNumber: string }) {
  const { t } = useTranslation(INVOICES_NS);
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
