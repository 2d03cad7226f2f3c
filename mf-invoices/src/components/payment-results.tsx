import { useTranslation } from 'react-i18next';
import { errorCodeOf, skipToken, useErrorText, useLanguage } from '@atlas/runtime';
import { Card, formatDay, formatPrice, Price, Skeleton } from '@atlas/ui-kit';
import type { BankBillPayment } from '@atlas/contracts/shop';
import { INVOICES_NS } from '../i18n/invoices-translations';
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

/** A bank-bill reference: the code, the amount and until when, the partner banks. */
export function BankBillView({ bankBill }: { bankBill: BankBillPayment }) {
  const { t } = useTranslation(INVOICES_NS);
  const language = useLanguage();
  return (
    <Card aria-labelledby="bank-bill-title" data-bank-bill={bankBill.refNumber}>
      <h2 id="bank-bill-title">{t('result.code')}</h2>
      <p>
        <strong data-payment-code style={{ fontSize: '1.75rem', letterSpacing: '0.1em' }} dir="ltr">
          {bankBill.paymentCode}
        </strong>
      </p>
      <p>
        {t('result.registeredText', {
          amount: formatPrice(bankBill.amount, language),
          date: formatDay(bankBill.expiresAt.slice(0, 10), language, { day: 'numeric', month: 'long', year: 'numeric' }),
        })}
      </p>
      <h3>{t('result.banks')}</h3>
      <ul>
        {bankBill.partnerBanks.map((bank) => (
          <li key={bank.id}>{bank.name}</li>
        ))}
      </ul>
    </Card>
  );
}
