import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@atlas/runtime';
import { Button, Page, SiteLink, isolateLtr } from '@atlas/ui-kit';
import { INVOICES_NS } from '../../i18n/invoices';
import { INVOICE_PATHS } from '../../platform-remote';
import { readDraft, updateDraft } from '../../components/invoice-draft';
import { type InvoiceProof, useInvoicesToPayQuery } from '../../components/invoices-api';
import {
  MANY,
  PaidOrder,
  ResultChecking,
  ResultWaiting,
  StillUnpaid,
  isOrderReference,
  paidBillNos,
  useInvoiceOutcome,
} from '../../components/payment-results';

/**
 * paiement-facture/paiement/ok and /echoue: the payment's real state (the order's, whatever the
 * address), what was paid with its receipt, and the invoices still to pay with the way to pay them.
 */
export function InvoiceResultPage({ outcome: fromAddress, retryPath, homePath }: { outcome: 'ok' | 'echoue'; retryPath: string; homePath: string }) {
  const { t } = useTranslation(INVOICES_NS);
  const [params] = useSearchParams();
  const refNumber = params.get('refNumber') ?? '';
  const { outcome, order } = useInvoiceOutcome(refNumber, fromAddress);
  const draft = readDraft();
  const proof: InvoiceProof | null =
    draft?.mode === 'private' && draft.mdn && draft.otpToken ? { mode: 'private', mdn: draft.mdn, otpToken: draft.otpToken } : null;
  const left = useInvoicesToPayQuery(outcome === 'ok' && proof ? proof : skipToken, { refetchOnMountOrArgChange: true });
  const paid = paidBillNos(order);
  useEffect(() => {
    if (outcome === 'ok') updateDraft({ selected: [] });
  }, [outcome]);
  if (outcome === 'loading') return <ResultChecking title={t('result.checking')} />;
  if (outcome === 'waiting') return <ResultWaiting />;
  if (outcome === 'echoue') {
    return (
      <Page title={t('result.failedTitle')} narrow>
        <p role="alert" data-payment-outcome="echoue">
          {t('result.failedText')}
        </p>
        <div>
          <Button to={retryPath}>{t('result.retry')}</Button>
        </div>
      </Page>
    );
  }
  return (
    <Page title={t('result.okTitle')} narrow>
      <p role="status" data-payment-outcome="ok">
        {t('result.okText', { refNumber: isolateLtr(refNumber), count: order?.orderItems.length ?? MANY })}
      </p>
      {isOrderReference(refNumber) && <PaidOrder refNumber={refNumber} />}
      {proof ? (
        <StillUnpaid
          invoices={left.currentData?.filter((invoice) => invoice.status === 'unpaid' && !paid.includes(invoice.billNo))}
          payTo={INVOICE_PATHS.invoices}
        />
      ) : (
        <p>
          <SiteLink to={INVOICE_PATHS.start}>{t('result.checkOthers')}</SiteLink>
        </p>
      )}
      <div>
        <Button variant="secondary" to={homePath}>
          {t('result.home')}
        </Button>
      </div>
    </Page>
  );
}
