import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteNavigate, useLanguage, useSiteNavigate } from '@atlas/runtime';
import { OtpStep, Page, mdnInText } from '@atlas/ui-kit';
import { INVOICES_NS } from '../../i18n/invoices';
import { INVOICE_PATHS } from '../../platform-remote';
import { readDraft, updateDraft } from '../../components/invoice-draft';
import { sendOtp, verifyOtp } from '../../components/invoices-api';

/** paiement-facture/otp: the code sent to the line proves the visitor holds it. */
export function InvoiceOtpPage() {
  const { t } = useTranslation(INVOICES_NS);
  const language = useLanguage();
  const navigate = useSiteNavigate();
  const draft = readDraft();
  const mdn = draft?.mdn ?? '';
  const sendCode = useCallback(() => sendOtp(mdn), [mdn]);
  const verifyCode = useCallback((code: string) => verifyOtp(mdn, code), [mdn]);
  if (!draft?.mdn || draft.mode !== 'private') return <SiteNavigate replace to={INVOICE_PATHS.start} />;
  return (
    <Page title={t('otp.title')} intro={t('otp.intro', { number: mdnInText(draft.mdn) })} narrow>
      <OtpStep
        mdn={draft.mdn}
        language={language}
        sendCode={sendCode}
        verifyCode={verifyCode}
        onVerified={(otpToken) => {
          updateDraft({ otpToken });
          navigate(INVOICE_PATHS.invoices);
        }}
      />
    </Page>
  );
}
