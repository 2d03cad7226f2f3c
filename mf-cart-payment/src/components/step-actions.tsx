import { useForm, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert } from '@atlas/ui-kit';
import { useBasketNext } from './basket-next';
import { SHOP_NS } from '../i18n/shop';
import { PayInvoicesFirst, UNPAID_REFUSAL } from './unpaid-refusal';

/**
 * The end of a step's form: why the last try failed (what was typed stays) — with the way to pay
 * overdue invoices first when that is why —, the button that submits or retries, and the same
 * button in the basket panel.
 */
export function StepActions({ labelKey = 'steps.continue' }: { labelKey?: string }) {
  const { t } = useTranslation(SHOP_NS);
  const form = useForm();
  const { submitting, submitError, submitErrors } = useFormState({ subscription: { submitting: true, submitError: true, submitErrors: true } });
  useBasketNext({ labelKey: `${SHOP_NS}:${labelKey}`, disabled: submitting }, () => void form.submit());
  return (
    <>
      {typeof submitError === 'string' && (
        <FormAlert as="div" role="alert">
          <p>{submitError}</p>
          {submitErrors?.[UNPAID_REFUSAL] === true && <PayInvoicesFirst />}
        </FormAlert>
      )}
      <div>
        <Button type="submit" size="lg" loading={submitting}>
          {t(labelKey)}
        </Button>
      </div>
    </>
  );
}
