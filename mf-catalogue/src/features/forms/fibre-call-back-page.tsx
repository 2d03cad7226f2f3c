import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@atlas/runtime';
import { Container } from '@atlas/ui-kit';
import { fibreCallBackSchema, FormField, FormSelect } from '@atlas/forms';
import { FIBRE_CALL_BACK_REASONS, type FibreCallBackRequest } from '@atlas/contracts/forms';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { PageHeader } from '../../components/catalog-parts';
import { PublicForm } from '../../components/public-form';
import { callBackFailureText } from '../../components/form-request';
import '../../i18n/catalogue-forms';

const Page = styled(Container)`
  max-width: 720px;
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

/** fibre: the fibre contact form (i-dar or ADSL to fibre, i-dar to ADSL), called back Monday–Saturday 9:00–19:00. */
export function FibreCallBackPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const errorText = useErrorText();
  const id = useId();
  return (
    <Page data-page="fibre">
      <PageHeader>
        <h1>{t('forms.fibreCallBack.title')}</h1>
        <p>{t('forms.fibreCallBack.intro')}</p>
      </PageHeader>
      <PublicForm<FibreCallBackRequest>
        path="fibre-call-back"
        schema={fibreCallBackSchema}
        sentTitle={t('forms.fibreCallBack.sent')}
        failureText={callBackFailureText(errorText)}
      >
        <FormField id={`${id}-first`} name="firstName" label={t('forms.fibreCallBack.firstName')} required autoComplete="given-name" />
        <FormField id={`${id}-last`} name="lastName" label={t('forms.fibreCallBack.lastName')} required autoComplete="family-name" />
        <FormSelect
          id={`${id}-reason`}
          name="reason"
          label={t('forms.fibreCallBack.reason')}
          required
          options={FIBRE_CALL_BACK_REASONS.map((reason) => ({ value: reason, label: t(`forms.fibreCallBack.reasons.${reason}`) }))}
        />
        <FormField
          id={`${id}-contact`}
          name="contactNumber"
          label={t('forms.fibreCallBack.contactNumber')}
          required
          type="tel"
          inputMode="numeric"
          placeholder="0612345678"
        />
        <FormField
          id={`${id}-line`}
          name="internetLineNumber"
          label={t('forms.fibreCallBack.internetLineNumber')}
          hint={t('forms.fibreCallBack.internetLineHint')}
          required
          type="tel"
          inputMode="numeric"
          placeholder="0522123456"
        />
      </PublicForm>
    </Page>
  );
}
