import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig, useErrorText } from '@atlas/runtime';
import { SiteLink } from '@atlas/ui-kit';
import { businessContactSchema, FormCheckbox, FormCheckboxGroup, FormField, FormRadioGroup } from '@atlas/forms';
import { BUSINESS_NEEDS, type BusinessContactRequest } from '@atlas/contracts/forms';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { PageHeader } from '../../components/catalog-parts';
import { FieldRow, FormPage } from '../../components/form-parts';
import { PublicForm } from '../../components/public-form';
import '../../i18n/catalogue-forms';

/** The spec's support number when the configuration has none. */
const DEFAULT_SUPPORT_NUMBER = '220';

/** The business form's failure: a technical error beyond our control, retry or call {phone} (a link). */
function BusinessFormError() {
  const errorText = useErrorText();
  const phone = useAppConfig()?.appParams.supportNumber ?? DEFAULT_SUPPORT_NUMBER;
  const [before, after = ''] = errorText('business_form_error').split('{phone}');
  return (
    <>
      {before}
      <a href={`tel:${phone}`}>{phone}</a>
      {after}
    </>
  );
}

/** entreprise/nous-contacter: a business tells its needs; a sales adviser calls back. */
export function BusinessContactPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const errorText = useErrorText();
  const id = useId();
  return (
    <FormPage data-page="entreprise-nous-contacter">
      <PageHeader>
        <h1>{t('forms.business.title')}</h1>
        <p>{t('forms.business.intro')}</p>
      </PageHeader>
      <PublicForm<BusinessContactRequest>
        path="business-contact"
        schema={businessContactSchema}
        initialValues={{ needs: [] }}
        sentTitle={t('forms.business.sent')}
        sentBody={() => <p>{errorText('business_form_saved')}</p>}
        failureText={() => <BusinessFormError />}
      >
        <FormRadioGroup
          name="civility"
          legend={t('forms.business.civility')}
          required
          row
          options={[
            { value: 'mr', label: t('forms.business.mr') },
            { value: 'mme', label: t('forms.business.mme') },
          ]}
        />
        <FieldRow>
          <FormField id={`${id}-first`} name="firstName" label={t('forms.business.firstName')} required autoComplete="given-name" />
          <FormField id={`${id}-last`} name="lastName" label={t('forms.business.lastName')} required autoComplete="family-name" />
        </FieldRow>
        <FormField id={`${id}-company`} name="companyName" label={t('forms.business.companyName')} required autoComplete="organization" />
        <FieldRow>
          <FormField id={`${id}-email`} name="email" label={t('forms.business.email')} required type="email" autoComplete="email" />
          <FormField
            id={`${id}-phone`}
            name="contactNumber"
            label={t('forms.business.contactNumber')}
            required
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="0612345678"
          />
        </FieldRow>
        <FormCheckboxGroup
          name="needs"
          legend={t('forms.business.needs')}
          hint={t('forms.business.needsHint')}
          required
          options={BUSINESS_NEEDS.map((need) => ({ value: need, label: t(`forms.business.needChoices.${need}`) }))}
        />
        <FormField
          id={`${id}-feedback`}
          name="feedback"
          label={t('forms.business.feedback')}
          hint={t('forms.business.feedbackHint')}
          multiline
          rows={4}
          maxLength={1000}
        />
        <FormCheckbox
          id={`${id}-terms`}
          name="terms"
          required
          label={
            <>
              {t('forms.business.terms')} <SiteLink to="/cgu">{t('forms.termsLink')}</SiteLink>
            </>
          }
        />
      </PublicForm>
    </FormPage>
  );
}
