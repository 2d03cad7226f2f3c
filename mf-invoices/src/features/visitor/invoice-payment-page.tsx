import { useTranslation } from 'react-i18next';
import { SiteNavigate, localizePath, useLanguage, useSiteNavigate } from '@atlas/runtime';
import { Button, Page, rememberBankBill } from '@atlas/ui-kit';
import { INVOICES_NS } from '../../i18n/invoices';
import { INVOICE_PATHS } from '../../platform-remote';
import { readDraft, rememberedPaymentCode, updateDraft } from '../../components/invoice-draft';
import { createInvoiceCart } from '../../components/invoices-api';
import { PaymentStep } from '../../components/payment-step';

/** paiement-facture/paiement: the method, then the gateway (card, bank app) or a bank-bill code. */
export function InvoicePaymentPage() {
  const { t } = useTranslation(INVOICES_NS);
  const language = useLanguage();
  const navigate = useSiteNavigate();
  const draft = readDraft();
  const selected = draft?.selected ?? [];
  if (!draft || selected.length === 0) return <SiteNavigate replace to={draft ? INVOICE_PATHS.invoices : INVOICE_PATHS.start} />;
  const billNos = selected.map((invoice) => invoice.billNo);
  const makeCart = () =>
    draft.mode === 'business'
      ? createInvoiceCart({ billNos, billingAccount: draft.billingAccount, paymentCode: rememberedPaymentCode() ?? '' }, false)
      : createInvoiceCart({ billNos, mdn: draft.mdn, otpToken: draft.otpToken }, false);
  return (
    <Page title={t('payment.title')} narrow>
      <PaymentStep
        invoices={selected}
        signedIn={false}
        makeCart={makeCart}
        returnUrl={localizePath(INVOICE_PATHS.payment, language)}
        onBankBill={(bankBill) => {
          updateDraft({ bankBill, selected: [] });
          rememberBankBill({ refNumber: bankBill.refNumber, mdn: bankBill.mdn, madeFor: 'invoice' });
          navigate(INVOICE_PATHS.paymentRegistered);
        }}
      />
      <div>
        <Button variant="ghost" to={INVOICE_PATHS.invoices}>
          {t('payment.back')}
        </Button>
      </div>
    </Page>
  );
}
