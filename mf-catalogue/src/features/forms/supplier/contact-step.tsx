import { useEffect, useId, useMemo, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@atlas/runtime';
import { FormField, FormSelect } from '@atlas/forms';
import { countryOptions, dialCodeOf, DIAL_CODES } from '@atlas/forms/countries';
import { CATALOGUE_NS } from '../../../i18n/catalogue';
import { FieldRow } from '../../../components/form-parts';
import '../../../i18n/catalogue-forms';

/** The dial code follows the chosen country; the customer may still pick another one. */
function useDialCodeFollowsCountry() {
  const form = useForm();
  const { input } = useField<string>('contact.country', { subscription: { value: true } });
  const previous = useRef(input.value);
  useEffect(() => {
    if (input.value && input.value !== previous.current) form.change('contact.dialCode', dialCodeOf(input.value));
    previous.current = input.value;
  }, [form, input.value]);
}

/** Step 3: who to talk to, and the company's address. */
export function ContactStep() {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const id = useId();
  useDialCodeFollowsCountry();
  const countries = useMemo(() => countryOptions(language === 'ar' ? 'ar-MA' : language).map(({ code, name }) => ({ value: code, label: name })), [language]);
  const dialCodes = useMemo(() => DIAL_CODES.map((code) => ({ value: code, label: `+${code}` })), []);
  const phone = { type: 'tel', inputMode: 'tel' as const };
  return (
    <>
      <FieldRow>
        <FormField id={`${id}-name`} name="contact.fullName" label={t('forms.supplier.contact.fullName')} required autoComplete="name" />
        <FormField id={`${id}-job`} name="contact.job" label={t('forms.supplier.contact.job')} required autoComplete="organization-title" />
      </FieldRow>
      <FormField id={`${id}-email`} name="contact.email" label={t('forms.supplier.contact.email')} required type="email" autoComplete="email" />
      <FieldRow $columns="8rem 1fr">
        <FormSelect
          id={`${id}-dial`}
          name="contact.dialCode"
          label={t('forms.supplier.contact.dialCode')}
          required
          placeholder={false}
          options={dialCodes}
          dir="ltr"
        />
        <FormField
          id={`${id}-mobile`}
          name="contact.mobile"
          label={t('forms.supplier.contact.mobile')}
          hint={t('forms.supplier.contact.phoneHint')}
          required
          autoComplete="tel-national"
          {...phone}
        />
      </FieldRow>
      <FieldRow>
        <FormField id={`${id}-landline`} name="contact.landline" label={t('forms.supplier.contact.landline')} {...phone} />
        <FormField id={`${id}-fax`} name="contact.fax" label={t('forms.supplier.contact.fax')} {...phone} />
      </FieldRow>
      <FieldRow>
        <FormSelect
          id={`${id}-country`}
          name="contact.country"
          label={t('forms.supplier.contact.country')}
          required
          options={countries}
          autoComplete="country"
        />
        <FormField id={`${id}-city`} name="contact.city" label={t('forms.supplier.contact.city')} required autoComplete="address-level2" />
      </FieldRow>
      <FormField id={`${id}-address1`} name="contact.addressLine1" label={t('forms.supplier.contact.addressLine1')} required autoComplete="address-line1" />
      <FieldRow>
        <FormField id={`${id}-address2`} name="contact.addressLine2" label={t('forms.supplier.contact.addressLine2')} autoComplete="address-line2" />
        <FormField id={`${id}-address3`} name="contact.addressLine3" label={t('forms.supplier.contact.addressLine3')} autoComplete="address-line3" />
      </FieldRow>
      <FieldRow>
        <FormField
          id={`${id}-website`}
          name="contact.website"
          label={t('forms.supplier.contact.website')}
          type="url"
          inputMode="url"
          placeholder="www.exemple.ma"
          dir="ltr"
        />
        <FormField id={`${id}-website2`} name="contact.website2" label={t('forms.supplier.contact.website2')} type="url" inputMode="url" dir="ltr" />
      </FieldRow>
    </>
  );
}
