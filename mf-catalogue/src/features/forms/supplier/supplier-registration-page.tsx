import { useRef, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@atlas/runtime';
import { Button, FormAlert, Stack, Stepper, useFocusOnChange } from '@atlas/ui-kit';
import { validateWith, SUPPLIER_STEP_SCHEMAS } from '@atlas/forms';
import { CATALOGUE_NS } from '../../../i18n/catalogue';
import { PageHeader } from '../../../components/catalog-parts';
import { FormNote, FormPage, FormSent } from '../../../components/form-parts';
import { submitErrorsOf, useFormRequest } from '../../../components/form-request';
import { ActivitiesStep } from './activities-step';
import { CompanyStep } from './company-step';
import { ContactStep } from './contact-step';
import {
  EMPTY_SUPPLIER_VALUES,
  firstIncompleteStep,
  STEP_PARAM,
  SUPPLIER_STEPS,
  supplierDraft,
  toSupplierRequest,
  type SupplierValues,
} from './supplier-values';
import '../../../i18n/catalogue-forms';

const StepTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.secondary.main};
  &:focus {
    outline: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const STEP_VIEWS = [CompanyStep, ActivitiesStep, ContactStep] as const;

/** `?etape=2` → 1; anything else → 0. */
const stepOf = (param: string | null) => {
  const asked = Number(param) - 1;
  return Number.isInteger(asked) && asked >= 0 && asked < SUPPLIER_STEPS.length ? asked : 0;
};

/**
 * corporate/fournisseurs/form: supplier registration in three steps (company, products and
 * services, contact). Each step is checked before the next; the step is in the URL and the draft
 * in sessionStorage, so a reload or the back button keeps both. A step can be reached only when
 * the ones before it are complete.
 */
export function SupplierRegistrationPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const errorText = useErrorText();
  const [searchParams, setSearchParams] = useSearchParams();
  const [initialValues] = useState(supplierDraft.read);
  const { send, renew } = useFormRequest('supplier-registration');
  const [reference, setReference] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const asked = stepOf(searchParams.get(STEP_PARAM));
  const step = Math.min(asked, firstIncompleteStep(initialValues));
  const [reachable, setReachable] = useState(step);
  const current = Math.min(asked, reachable);
  useFocusOnChange(titleRef, current);

  const goTo = (next: number) => {
    setReachable((known) => Math.max(known, next));
    setSearchParams(next === 0 ? {} : { [STEP_PARAM]: String(next + 1) });
    window.scrollTo?.({ top: 0 });
  };

  const submit = async (values: SupplierValues) => {
    if (current < SUPPLIER_STEPS.length - 1) {
      goTo(current + 1);
      return undefined;
    }
    try {
      const receipt = await send(toSupplierRequest(values));
      supplierDraft.clear();
      setReference(receipt.reference);
      setSearchParams({}, { replace: true });
      return undefined;
    } catch (error) {
      return submitErrorsOf(error, errorText);
    }
  };

  const labels = SUPPLIER_STEPS.map((name) => t(`forms.supplier.steps.${name}`));
  const StepView = STEP_VIEWS[current]!;

  return (
    <FormPage $wide data-page="fournisseurs-form">
      <PageHeader>
        <h1>{t('forms.supplier.title')}</h1>
        <p>{t('forms.supplier.intro')}</p>
      </PageHeader>
      {reference ? (
        <FormSent
          form="supplier-registration"
          title={t('forms.supplier.sent')}
          reference={reference}
          onAgain={() => {
            renew();
            setReference(null);
            setReachable(0);
            setFormKey((key) => key + 1);
          }}
        >
          <p>{t('forms.supplier.sentBody')}</p>
        </FormSent>
      ) : (
        <Form<SupplierValues>
          key={formKey}
          onSubmit={submit}
          validate={validateWith<SupplierValues>(SUPPLIER_STEP_SCHEMAS[current]!)}
          initialValues={formKey === 0 ? initialValues : EMPTY_SUPPLIER_VALUES}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate data-form="supplier-registration" data-step={current + 1}>
              <FormSpy<SupplierValues> subscription={{ values: true }} onChange={({ values }) => supplierDraft.write(values)} />
              <Stack $gap="md">
                <Stepper steps={labels} current={current} label={t('forms.supplier.stepsLabel')} />
                <StepTitle ref={titleRef} tabIndex={-1}>
                  {t('forms.supplier.stepTitle', { current: current + 1, total: SUPPLIER_STEPS.length, title: labels[current] })}
                </StepTitle>
                <FormNote>{t('forms.required')}</FormNote>
                <StepView />
                {submitError && <FormAlert role="alert">{submitError}</FormAlert>}
                <Actions>
                  {current > 0 ? (
                    <Button type="button" variant="secondary" onClick={() => goTo(current - 1)}>
                      {t('forms.supplier.previous')}
                    </Button>
                  ) : (
                    <span />
                  )}
                  <Button type="submit" loading={submitting}>
                    {current < SUPPLIER_STEPS.length - 1 ? t('forms.supplier.next') : t('forms.send')}
                  </Button>
                </Actions>
              </Stack>
            </form>
          )}
        </Form>
      )}
    </FormPage>
  );
}
