import styled from 'styled-components';
import { FORM_ERROR } from 'final-form';
import { useId } from 'react';
import { Form } from 'react-final-form';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, useErrorText, useSiteNavigate } from '@atlas/runtime';
import { BrowserBankBills, Button, FormAlert, Page, RequiredLegend, Stack, Tabs, toLocalMdn } from '@atlas/ui-kit';
import { FormField, businessInvoiceSearchSchema, privateInvoiceSearchSchema, stripSeparators, validateWith } from '@atlas/forms';
import { BILLING_ERROR_CODES } from '@atlas/contracts/billing';
import { INVOICES_NS } from '../../i18n/invoices';
import { INVOICE_PATHS } from '../../platform-remote';
import { rememberPaymentCode, writeDraft } from '../../components/invoice-draft';
import { searchAccountInvoices, searchLineInvoices } from '../../components/invoices-api';

const Note = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function PrivateForm() {
  const { t } = useTranslation(INVOICES_NS);
  const errorText = useErrorText();
  const navigate = useSiteNavigate();
  const id = useId();
  const submit = async ({ mdn }: { mdn?: string }) => {
    const line = toLocalMdn(mdn ?? '');
    try {
      // Anonymous: the answer says only that the line must be confirmed with a code.
      await searchLineInvoices(line);
      writeDraft({ mode: 'private', mdn: line });
      navigate(INVOICE_PATHS.otp);
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: errorText(errorCodeOf(error)) };
    }
  };
  return (
    <Form<{ mdn?: string }> onSubmit={submit} validate={validateWith(privateInvoiceSearchSchema)}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate data-form="invoice-search-private">
          <Stack $gap="md">
            <RequiredLegend />
            <FormField
              id={`${id}-mdn`}
              name="mdn"
              type="tel"
              label={t('private.mdn')}
              hint={t('private.mdnHint')}
              required
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="0612345678"
              maxLength={16}
            />
            <Note>{t('private.privacy')}</Note>
            {submitError && <FormAlert role="alert">{submitError}</FormAlert>}
            <div>
              <Button type="submit" loading={submitting}>
                {t('private.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Form>
  );
}

function BusinessForm() {
  const { t } = useTranslation(INVOICES_NS);
  const errorText = useErrorText();
  const navigate = useSiteNavigate();
  const id = useId();
  const submit = async (values: { billingAccount?: string; paymentCode?: string }) => {
    const billingAccount = stripSeparators(values.billingAccount ?? '');
    const paymentCode = stripSeparators(values.paymentCode ?? '');
    try {
      await searchAccountInvoices(billingAccount, paymentCode);
      writeDraft({ mode: 'business', billingAccount });
      rememberPaymentCode(paymentCode);
      navigate(INVOICE_PATHS.invoices);
      return undefined;
    } catch (error) {
      const code = errorCodeOf(error);
      return code === BILLING_ERROR_CODES.businessAccountUnknown
        ? { paymentCode: errorText(code), [FORM_ERROR]: errorText(code) }
        : { [FORM_ERROR]: errorText(code) };
    }
  };
  return (
    <Form<{ billingAccount?: string; paymentCode?: string }> onSubmit={submit} validate={validateWith(businessInvoiceSearchSchema)}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate data-form="invoice-search-business">
          <Stack $gap="md">
            <RequiredLegend />
            <FormField
              id={`${id}-account`}
              name="billingAccount"
              label={t('business.billingAccount')}
              hint={t('business.billingAccountHint')}
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={16}
            />
            <FormField
              id={`${id}-code`}
              name="paymentCode"
              label={t('business.paymentCode')}
              hint={t('business.paymentCodeHint')}
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
            />
            {submitError && <FormAlert role="alert">{submitError}</FormAlert>}
            <div>
              <Button type="submit" loading={submitting}>
                {t('business.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Form>
  );
}

/** paiement-facture: two tabs, private (a phone number) and business (billing account and payment code). */
export function InvoiceSearchPage() {
  const { t } = useTranslation(INVOICES_NS);
  const [params] = useSearchParams();
  return (
    <Page title={t('title')} intro={t('intro')} narrow>
      <Tabs
        label={t('tabs.label')}
        defaultValue={params.get('profil') === 'entreprise' ? 'business' : 'private'}
        tabs={[
          { id: 'private', label: t('tabs.private'), content: <PrivateForm /> },
          { id: 'business', label: t('tabs.business'), content: <BusinessForm /> },
        ]}
      />
      <BrowserBankBills />
    </Page>
  );
}
