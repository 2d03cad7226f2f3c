import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, FormSelect } from '@atlas/forms';
import { SUPPLIER_SECTORS } from '@atlas/contracts/forms';
import { CATALOGUE_NS } from '../../../i18n/catalogue';
import { FieldRow } from '../../../components/form-parts';
import { AttachmentsField } from './attachments-field';
import '../../../i18n/catalogue-forms';

/** Step 2: what the company sells (a second sector optional), its references and documents. */
export function ActivitiesStep() {
  const { t } = useTranslation(CATALOGUE_NS);
  const id = useId();
  const sectors = SUPPLIER_SECTORS.map((sector) => ({ value: sector, label: t(`forms.supplier.sectors.${sector}`) }));
  return (
    <>
      <FieldRow>
        <FormSelect id={`${id}-sector`} name="activities.sector" label={t('forms.supplier.activities.sector')} required options={sectors} />
        <FormField
          id={`${id}-products`}
          name="activities.products"
          label={t('forms.supplier.activities.products')}
          required
          multiline
          rows={2}
          maxLength={500}
        />
      </FieldRow>
      <FieldRow>
        <FormSelect id={`${id}-sector2`} name="activities.sector2" label={t('forms.supplier.activities.sector2')} options={sectors} />
        <FormField id={`${id}-products2`} name="activities.products2" label={t('forms.supplier.activities.products2')} multiline rows={2} maxLength={500} />
      </FieldRow>
      <FormField
        id={`${id}-references`}
        name="activities.references"
        label={t('forms.supplier.activities.references')}
        hint={t('forms.supplier.activities.referencesHint')}
        multiline
        rows={3}
        maxLength={1000}
      />
      <FormField
        id={`${id}-certifications`}
        name="activities.certifications"
        label={t('forms.supplier.activities.certifications')}
        hint={t('forms.supplier.activities.certificationsHint')}
        maxLength={500}
      />
      <FormField
        id={`${id}-means`}
        name="activities.technicalMeans"
        label={t('forms.supplier.activities.technicalMeans')}
        multiline
        rows={3}
        maxLength={1000}
      />
      <FormField id={`${id}-comments`} name="activities.comments" label={t('forms.supplier.activities.comments')} multiline rows={3} maxLength={1000} />
      <AttachmentsField name="activities.attachments" />
    </>
  );
}
