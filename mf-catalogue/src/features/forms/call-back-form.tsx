import { useId } from 'react';
import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { callBackHours, callBackSchema, CALL_BACK_WINDOWS, FormField, FormRadioGroup, FormSelect } from '@atlas/forms';
import { CALL_BACK_REASONS, EMPLOYEE_RANGES, type CallBackRequest } from '@atlas/contracts/forms';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { useErrorText } from '@atlas/runtime';
import { PublicForm } from '../../components/public-form';
import { callBackFailureText } from '../../components/form-request';
import { CallBackDateField } from './call-back-date-field';
import '../../i18n/catalogue-forms';

function CallBackFields() {
  const { t } = useTranslation(CATALOGUE_NS);
  const id = useId();
  const { values } = useFormState<Partial<CallBackRequest>>({ subscription: { values: true } });
  return (
    <>
      <FormRadioGroup
        name="segment"
        legend={t('forms.callBack.segment')}
        required
        row
        options={[
          { value: 'consumer', label: t('forms.callBack.consumer') },
          { value: 'business', label: t('forms.callBack.business') },
        ]}
      />
      <FormField id={`${id}-name`} name="name" label={t('forms.callBack.name')} required autoComplete="name" />
      <FormField
        id={`${id}-phone`}
        name="phone"
        label={t('forms.callBack.phone')}
        hint={t('forms.callBack.phoneHint')}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="0612345678"
      />
      <FormField id={`${id}-email`} name="email" label={t('forms.callBack.email')} type="email" autoComplete="email" />
      {values.segment === 'business' && (
        <>
          <FormField id={`${id}-company`} name="companyName" label={t('forms.callBack.companyName')} required autoComplete="organization" />
          <FormSelect
            id={`${id}-employees`}
            name="employees"
            label={t('forms.callBack.employees')}
            required
            options={EMPLOYEE_RANGES.map((range) => ({ value: range, label: t(`forms.callBack.employeeRanges.${range}`) }))}
          />
        </>
      )}
      <FormSelect
        id={`${id}-reason`}
        name="reason"
        label={t('forms.callBack.reason')}
        required
        options={CALL_BACK_REASONS.map((reason) => ({ value: reason, label: t(`forms.callBack.reasons.${reason}`) }))}
      />
      <FormRadioGroup
        name="type"
        legend={t('forms.callBack.type')}
        hint={t('forms.callBack.hours')}
        required
        options={[
          { value: 'immediate', label: t('forms.callBack.immediate') },
          { value: 'scheduled', label: t('forms.callBack.scheduled') },
        ]}
      />
      {values.type === 'scheduled' && (
        <>
          <CallBackDateField id={`${id}-date`} />
          <FormSelect
            id={`${id}-hour`}
            name="hour"
            label={t('forms.callBack.hour')}
            required
            options={callBackHours(CALL_BACK_WINDOWS.standard).map((hour) => ({ value: hour, label: hour }))}
          />
        </>
      )}
    </>
  );
}

/** The call-back request (consumer or business; now, or at a time Monday–Friday 10:00–18:00). */
export function CallBackForm() {
  const { t } = useTranslation(CATALOGUE_NS);
  const errorText = useErrorText();
  return (
    <PublicForm<CallBackRequest>
      path="call-back"
      schema={callBackSchema}
      initialValues={{ segment: 'consumer', type: 'immediate' }}
      sentTitle={t('forms.callBack.sent')}
      failureText={callBackFailureText(errorText)}
    >
      <CallBackFields />
    </PublicForm>
  );
}
