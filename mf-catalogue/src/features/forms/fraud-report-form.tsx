import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, FormSelect, fraudReportSchema } from '@atlas/forms';
import { FRAUD_TYPES, type FraudReportRequest } from '@atlas/contracts/forms';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { PublicForm } from '../../components/public-form';
import '../../i18n/catalogue-forms';

/** The fraud report: city, one of the five kinds, a description — all required. */
export function FraudReportForm() {
  const { t } = useTranslation(CATALOGUE_NS);
  const id = useId();
  return (
    <PublicForm<FraudReportRequest> path="fraud-report" schema={fraudReportSchema} sentTitle={t('forms.fraud.sent')}>
      <p>{t('forms.fraud.intro')}</p>
      <FormField id={`${id}-city`} name="city" label={t('forms.fraud.city')} required autoComplete="address-level2" />
      <FormSelect
        id={`${id}-type`}
        name="type"
        label={t('forms.fraud.type')}
        required
        options={FRAUD_TYPES.map((type) => ({ value: type, label: t(`forms.fraud.types.${type}`) }))}
      />
      <FormField
        id={`${id}-description`}
        name="description"
        label={t('forms.fraud.description')}
        hint={t('forms.fraud.descriptionHint')}
        required
        multiline
        rows={5}
        maxLength={2000}
      />
    </PublicForm>
  );
}
