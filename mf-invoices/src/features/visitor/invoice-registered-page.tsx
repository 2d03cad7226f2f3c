import { useTranslation } from 'react-i18next';
import { SiteNavigate } from '@atlas/runtime';
import { Button, Page } from '@atlas/ui-kit';
import { INVOICES_NS } from '../../i18n/invoices';
import { INVOICE_PATHS } from '../../platform-remote';
import { readDraft, updateDraft } from '../../components/invoice-draft';
import { cancelOwnBankBill, cancelPendingBankBill } from '../../components/invoices-api';
import { InvoiceBankBill } from '../../components/payment-results';

/**
 * paiement-facture/paiement/enregistre: the bank-bill reference the visitor pays at a bank, or
 * cancels (with the line's proof, else as the browser that made it) to pay another way.
 */
export function InvoiceRegisteredPage() {
  const { t } = useTranslation(INVOICES_NS);
  const draft = readDraft();
  const bankBill = draft?.bankBill;
  if (!bankBill) return <SiteNavigate replace to={INVOICE_PATHS.start} />;
  const cancel = async (bill: typeof bankBill) => {
    await (draft.mode === 'private' && draft.otpToken
      ? cancelPendingBankBill({ mdn: bill.mdn, otpToken: draft.otpToken }, bill.refNumber)
      : cancelOwnBankBill(bill.mdn, bill.refNumber));
    updateDraft({ bankBill: undefined });
  };
  return (
    <Page title={t('result.registeredTitle')} narrow>
      <InvoiceBankBill
        bankBill={bankBill}
        cancel={cancel}
        afterCancel={
          <div>
            <Button to={INVOICE_PATHS.invoices}>{t('result.payAnotherWay')}</Button>
          </div>
        }
      />
    </Page>
  );
}
