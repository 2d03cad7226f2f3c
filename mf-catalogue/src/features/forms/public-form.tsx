import { FORM_ERROR } from 'final-form';
import { useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { AnySchema } from 'yup';
import { api, Button, Stack, toApiError, useErrorText, useLanguage, validateWith } from '@atlas/shared';
import type { FormReceipt } from '@atlas/shared/contracts/forms';
import { CATALOGUE_NS } from '../../i18n/catalogue-translations';

const FormError = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.danger.light};
  color: ${({ theme }) => theme.colors.danger.main};
`;

const Done = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.success.light};
  h2 {
    color: ${({ theme }) => theme.colors.success.main};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  &:focus {
    outline: none;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** "lundi 23 novembre" and "10:00" from the receipt's Moroccan "2026-11-23T10:00". */
function CallBackTime({ at }: { at: string }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const [date, hour] = at.split('T');
  const day = new Intl.DateTimeFormat(language === 'ar' ? 'ar-MA' : language === 'en' ? 'en-GB' : 'fr-MA', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  return <p>{t('forms.callBackAt', { date: day, hour })}</p>;
}

export interface PublicFormProps<Values> {
  /** `/api/v1/ms-forms/<path>`. */
  path: string;
  schema: AnySchema;
  initialValues?: Partial<Values>;
  /** Title of the confirmation. */
  sentTitle: string;
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
export function PublicForm<Values extends object>({ path, schema, initialValues, sentTitle, toRequest, allowAnother = true, children }: PublicFormProps<Values>) {
  const { t } = useTranslation(CATALOGUE_NS);
  const errorText = useErrorText();
  const idempotencyKey = useRef(crypto.randomUUID());
  const [receipt, setReceipt] = useState<FormReceipt | null>(null);

  const submit = async (values: Values) => {
    try {
      const cast = schema.cast(values, { stripUnknown: true }) as Record<string, unknown>;
      // Optional fields left empty are not sent at all.
      const body = toRequest ? toRequest(values) : Object.fromEntries(Object.entries(cast).filter(([, value]) => value !== '' && value !== undefined));
      setReceipt(await api.post<FormReceipt>(`/api/v1/ms-forms/${path}`, body, { headers: { 'Idempotency-Key': idempotencyKey.current } }));
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: errorText(toApiError(error).code) };
    }
  };

  if (receipt) {
    return (
      <Done role="status" tabIndex={-1} ref={(element) => element?.focus()} data-form-sent={path}>
        <h2>{sentTitle}</h2>
        <p>{t('forms.reference', { reference: receipt.reference })}</p>
        {receipt.callBackFrom && <CallBackTime at={receipt.callBackFrom} />}
        {allowAnother && (
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                idempotencyKey.current = crypto.randomUUID();
                setReceipt(null);
              }}
            >
              {t('forms.again')}
            </Button>
          </div>
        )}
      </Done>
    );
  }

  return (
    <Form<Values> onSubmit={submit} validate={validateWith<Values>(schema)} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate data-form={path}>
          <Stack $gap="md">
            <Note>{t('forms.required')}</Note>
            {children}
            {submitError && <FormError role="alert">{submitError}</FormError>}
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
