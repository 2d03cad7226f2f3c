import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { AnySchema } from 'yup';
import { useErrorText, useLanguage } from '@atlas/runtime';
import { Button, formatDay, FormAlert, Stack } from '@atlas/ui-kit';
import { validateWith } from '@atlas/forms';
import { CATALOGUE_NS } from '../i18n/catalogue';
import { FormNote, FormSent } from './form-parts';
import { submitErrorsOf, useFormRequest, withoutEmpty, type FailureOptions, type FormReceipt } from './form-request';
import '../i18n/catalogue-forms';

/** "lundi 23 novembre" and "10:00" from the receipt's Moroccan "2026-11-23T10:00". */
function CallBackTime({ at }: { at: string }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const [date, hour] = at.split('T');
  return <p>{t('forms.callBackAt', { date: formatDay(date!, language), hour })}</p>;
}

export interface PublicFormProps<Values> extends FailureOptions {
  /** `/api/v1/ms-forms/<path>`. */
  path: string;
  /** Another service's URL for the request, when the form is not one of ms-forms. */
  endpoint?: string;
  schema: AnySchema;
  initialValues?: Partial<Values>;
  /** Title of the confirmation. */
  sentTitle: string;
  /** What the confirmation says after the reference. */
  sentBody?: (receipt: FormReceipt, values: Values) => ReactNode;
  /** Instead of the confirmation: the request is stored, the page moves on (a success page). */
  onSent?: (receipt: FormReceipt, values: Values) => void;
  /** Turns the form's values into the request (drops what the chosen options leave out). */
  toRequest?: (values: Values) => unknown;
  /** Whether the confirmation offers to send another request (a survey invitation takes one answer). */
  allowAnother?: boolean;
  children: ReactNode;
}

/**
 * A public form: validated with the spec's rules, stored by the API before the confirmation shows,
 * sent with one idempotency key per request so a doubled click or a retry after a failure
 * creates one request. A failure keeps every value and says why, and the customer sends again.
 */
export function PublicForm<Values extends object>({
  path,
  endpoint,
  schema,
  initialValues,
  sentTitle,
  sentBody,
  onSent,
  toRequest,
  failureText,
  errorFields,
  allowAnother = true,
  children,
}: PublicFormProps<Values>) {
  const { t } = useTranslation(CATALOGUE_NS);
  const errorText = useErrorText();
  const { send, renew } = useFormRequest(endpoint ?? path);
  const [sent, setSent] = useState<{ receipt: FormReceipt; values: Values } | null>(null);

  const submit = async (values: Values) => {
    try {
      // Optional fields left empty are not sent at all.
      const body = toRequest ? toRequest(values) : withoutEmpty(schema.cast(values, { stripUnknown: true }));
      const receipt = await send(body);
      if (onSent) onSent(receipt, values);
      else setSent({ receipt, values });
      return undefined;
    } catch (error) {
      return submitErrorsOf(error, errorText, { failureText, errorFields });
    }
  };

  if (sent) {
    return (
      <FormSent
        form={path}
        title={sentTitle}
        reference={sent.receipt.reference}
        onAgain={
          allowAnother
            ? () => {
                renew();
                setSent(null);
              }
            : undefined
        }
      >
        {sent.receipt.callBackFrom && <CallBackTime at={sent.receipt.callBackFrom} />}
        {sentBody?.(sent.receipt, sent.values)}
      </FormSent>
    );
  }

  return (
    <Form<Values> onSubmit={submit} validate={validateWith<Values>(schema)} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate data-form={path}>
          <Stack $gap="md">
            <FormNote>{t('forms.required')}</FormNote>
            {children}
            {submitError && <FormAlert role="alert">{submitError}</FormAlert>}
            <div>
              <Button type="submit" loading={submitting}>
                {t('forms.send')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Form>
  );
}
