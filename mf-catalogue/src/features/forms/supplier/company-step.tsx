import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, FormSelect } from '@atlas/forms';
import { LEGAL_FORMS } from '@atlas/contracts/forms';
import { CATALOGUE_NS } from '../../../i18n/catalogue';
import { FieldRow } from '../../../components/form-parts';
import '../../../i18n/catalogue-forms';

/** Step 1: the company — identity, capital and registration numbers; size and age are optional. */
export function CompanyStep() {
  const { t } = useTranslation(CATALOGUE_NS);
  const id = useId();
  const number = { inputMode: 'numeric' as const, autoComplete: 'off' };
  return (
    <>
      <FormField id={`${id}-name`} name="company.name" label={t('forms.supplier.company.name')} required autoComplete="organization" />
      <FieldRow>
        <FormSelect
          id={`${id}-legal`}
          name="company.legalForm"
          label={t('forms.supplier.company.legalForm')}
          required
          options={LEGAL_FORMS.map((form) => ({ value: form, label: t(`forms.supplier.legalForms.${form}`) }))}
        />
        <FormField
          id={`${id}-location`}
          name="company.location"
          label={t('forms.supplier.company.location')}
          hint={t('forms.supplier.company.locationHint')}
          required
          autoComplete="address-level2"
        />
      </FieldRow>
      <FormField
        id={`${id}-capital`}
        name="company.shareCapital"
        label={t('forms.supplier.company.shareCapital')}
        hint={t('forms.supplier.company.shareCapitalHint')}
        required
        inputMode="decimal"
        endAdornment={t('forms.supplier.dirhams')}
      />
      <FieldRow>
        <FormField id={`${id}-tax`} name="company.taxId" label={t('forms.supplier.company.taxId')} required {...number} />
        <FormField id={`${id}-rc`} name="company.tradeRegister" label={t('forms.supplier.company.tradeRegister')} required {...number} />
      </FieldRow>
      <FieldRow>
        <FormField id={`${id}-licence`} name="company.businessLicence" label={t('forms.supplier.company.businessLicence')} required {...number} />
        <FormField id={`${id}-cnss`} name="company.socialSecurity" label={t('forms.supplier.company.socialSecurity')} required {...number} />
      </FieldRow>
      <FormField
        id={`${id}-shareholders`}
        name="company.shareholders"
        label={t('forms.supplier.company.shareholders')}
        hint={t('forms.supplier.company.shareholdersHint')}
        multiline
        rows={2}
        maxLength={500}
      />
      <FieldRow $columns="1fr 1fr 1fr">
        <FormField
          id={`${id}-turnover`}
          name="company.turnover"
          label={t('forms.supplier.company.turnover')}
          inputMode="decimal"
          endAdornment={t('forms.supplier.dirhams')}
        />
        <FormField id={`${id}-headcount`} name="company.headcount" label={t('forms.supplier.company.headcount')} {...number} />
        <FormField id={`${id}-year`} name="company.creationYear" label={t('forms.supplier.company.creationYear')} placeholder="2009" {...number} />
      </FieldRow>
    </>
  );
}
