import { useId } from 'react';
import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@atlas/runtime';
import { formatDay, SiteLink } from '@atlas/ui-kit';
import { FormCheckbox, FormField, FormRadioGroup, portabilityRequestSchema } from '@atlas/forms';
import { PORTABILITY_SIM_CHOICES, type FormReceipt, type PortabilityRequestForm } from '@atlas/contracts/forms';
import { DONOR_OPERATORS } from '@atlas/contracts/portability';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { PageHeader } from '../../components/catalog-parts';
import { FieldRow, FormPage, FormSection } from '../../components/form-parts';
import { PublicForm } from '../../components/public-form';
import { RioHelp } from './rio-help';
import '../../i18n/catalogue-forms';

function PortabilityFields() {
  const { t } = useTranslation(CATALOGUE_NS);
  const id = useId();
  const { values } = useFormState<Partial<PortabilityRequestForm>>({ subscription: { values: true } });
  return (
    <>
      <FormSection aria-labelledby={`${id}-number`}>
        <h2 id={`${id}-number`}>{t('forms.portability.numberSection')}</h2>
        <FormField
          id={`${id}-mdn`}
          name="mdn"
          label={t('forms.portability.mdn')}
          hint={t('forms.portability.mdnHint')}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="0612345678"
        />
        <FormRadioGroup
          name="currentOperator"
          legend={t('forms.portability.currentOperator')}
          required
          row
          options={DONOR_OPERATORS.map((operator) => ({ value: operator.id, label: operator.name }))}
        />
        <FormField
          id={`${id}-rio`}
          name="rio"
          label={t('forms.portability.rio')}
          hint={t('forms.portability.rioHint')}
          required
          autoComplete="off"
          autoCapitalize="characters"
          endAdornment={<RioHelp />}
        />
      </FormSection>
      <FormSection aria-labelledby={`${id}-holder`}>
        <h2 id={`${id}-holder`}>{t('forms.portability.holderSection')}</h2>
        <FieldRow>
          <FormField id={`${id}-first`} name="firstName" label={t('forms.portability.firstName')} required autoComplete="given-name" />
          <FormField id={`${id}-last`} name="lastName" label={t('forms.portability.lastName')} required autoComplete="family-name" />
        </FieldRow>
        <FormRadioGroup
          name="identityType"
          legend={t('forms.portability.identityType')}
          required
          row
          options={[
            { value: 'cin', label: t('forms.portability.cin') },
            { value: 'passport', label: t('forms.portability.passport') },
          ]}
        />
        <FieldRow>
          <FormField
            id={`${id}-identity`}
            name="identityNumber"
            label={t('forms.portability.identityNumber')}
            required
            autoComplete="off"
            autoCapitalize="characters"
          />
          <FormField
            id={`${id}-email`}
            name="email"
            label={t('forms.portability.email')}
            hint={t('forms.portability.emailHint')}
            type="email"
            autoComplete="email"
          />
        </FieldRow>
      </FormSection>
      <FormSection aria-labelledby={`${id}-sim`}>
        <h2 id={`${id}-sim`}>{t('forms.portability.simSection')}</h2>
        <FormRadioGroup
          name="sim"
          legend={t('forms.portability.sim')}
          required
          options={PORTABILITY_SIM_CHOICES.map((choice) => ({ value: choice, label: t(`forms.portability.simChoices.${choice}`) }))}
        />
        {values.sim === 'home' && (
          <>
            <FormField id={`${id}-address`} name="address" label={t('forms.portability.address')} required autoComplete="street-address" />
            <FieldRow>
              <FormField id={`${id}-city`} name="city" label={t('forms.portability.city')} required autoComplete="address-level2" />
              <FormField
                id={`${id}-postal`}
                name="postalCode"
                label={t('forms.portability.postalCode')}
                required
                inputMode="numeric"
                autoComplete="postal-code"
              />
            </FieldRow>
          </>
        )}
        {values.sim === 'owned' && (
          <FormField
            id={`${id}-icc`}
            name="codeIcc"
            label={t('forms.portability.codeIcc')}
            hint={t('forms.portability.codeIccHint')}
            required
            inputMode="numeric"
            autoComplete="off"
          />
        )}
      </FormSection>
      <FormCheckbox
        id={`${id}-terms`}
        name="terms"
        required
        label={
          <>
            {t('forms.portability.terms')} <SiteLink to="/cgv">{t('forms.termsLink')}</SiteLink>
          </>
        }
      />
    </>
  );
}

/** What follows a stored request: the first porting day, and how the SIM comes. */
function PortabilitySent({ receipt, values }: { receipt: FormReceipt; values: PortabilityRequestForm }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const date = receipt.earliestPortingDate ? formatDay(receipt.earliestPortingDate, language) : null;
  return (
    <>
      {date && <p>{t('forms.portability.portingDate', { date })}</p>}
      <p>{t(`forms.portability.next.${values.sim}`)}</p>
    </>
  );
}

/** portabilite/demande: keep one's number when coming to Atlas (checked with the current operator first). */
export function PortabilityRequestPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <FormPage data-page="portabilite-demande">
      <PageHeader>
        <h1>{t('forms.portability.title')}</h1>
        <p>{t('forms.portability.intro')}</p>
      </PageHeader>
      <PublicForm<PortabilityRequestForm>
        path="portability"
        schema={portabilityRequestSchema}
        initialValues={{ identityType: 'cin', sim: 'agency' }}
        sentTitle={t('forms.portability.sent')}
        sentBody={(receipt, values) => <PortabilitySent receipt={receipt} values={values} />}
        errorFields={{ 'ecom-054': 'mdn' }}
      >
        <PortabilityFields />
      </PublicForm>
    </FormPage>
  );
}
