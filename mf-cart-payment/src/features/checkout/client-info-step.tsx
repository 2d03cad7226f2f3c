import { useId } from 'react';
import { Form, useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { type Profile } from '@atlas/contracts';
import { localizePath, useLanguage, useSiteNavigate } from '@atlas/runtime';
import { FieldRow, RequiredLegend, Stack, useSession } from '@atlas/ui-kit';
import { FormCheckbox, FormField, FormRadioGroup, FormSelect, personalInfoSchema, validateWith } from '@atlas/forms';
import type { ClientInfo } from '@atlas/contracts/shop';
import { SHOP_NS } from '../../i18n/shop';
import { StepActions } from '../../components/step-actions';
import { draftFor, writeDraft, type CheckoutDraft, type FunnelId } from '../../components/checkout-draft';
import { FunnelStep } from '../../components/funnel-step';
import { nextStepOf, planFunnelOf, stepUrl } from '../../components/funnels';

/** Nationalities offered first (ISO 3166 codes); others choose "other" and a passport. */
export const NATIONALITIES = ['MA', 'DZ', 'TN', 'MR', 'SN', 'CI', 'ML', 'FR', 'ES', 'OTHER'] as const;

type ClientValues = Partial<Omit<ClientInfo, 'terms'>> & { terms?: boolean };

/** What is known already: the draft, else the signed-in customer's profile and line. */
function clientInitialValues(draft: CheckoutDraft | null, profile: Profile | null, mdn: string | undefined): ClientValues {
  if (draft?.client) return draft.client;
  return {
    identityType: 'cin',
    nationality: 'MA',
    ...(profile
      ? {
          ...(profile.civility ? { civility: profile.civility } : {}),
          firstName: profile.firstName,
          lastName: profile.lastName,
          email: profile.email,
          ...(profile.birthDate ? { birthDate: profile.birthDate } : {}),
        }
      : {}),
    ...(mdn && /^0[5-7]/.test(mdn) ? { phoneNumber: mdn } : {}),
  };
}

const digitsOnly = (value: string) => value.replace(/[^\d\s]/g, '');

function IdentityNumberField({ id }: { id: string }) {
  const { t } = useTranslation(SHOP_NS);
  const { input } = useField<string>('identityType', { subscription: { value: true } });
  const passport = input.value === 'passport';
  return (
    <FormField
      id={`${id}-identity`}
      name="identityNumber"
      label={t(passport ? 'client.passportNumber' : 'client.cinNumber')}
      hint={t(passport ? 'client.passportHint' : 'client.cinHint')}
      required
      autoComplete="off"
      autoCapitalize="characters"
      maxLength={12}
    />
  );
}

function ClientFields({ onSubmit }: { onSubmit: () => void }) {
  const { t } = useTranslation(SHOP_NS);
  const language = useLanguage();
  const id = useId();
  const today = new Date();
  const latestBirthDate = new Date(today.getFullYear() - 18, today.getMonth(), today.getDate()).toISOString().slice(0, 10);
  return (
    <form onSubmit={onSubmit} noValidate data-step="client">
      <Stack $gap="md">
        <RequiredLegend />
        <FormRadioGroup
          name="civility"
          legend={t('client.civility')}
          required
          row
          options={[
            { value: 'mr', label: t('client.mr') },
            { value: 'mme', label: t('client.mme') },
          ]}
        />
        <FieldRow>
          <FormField id={`${id}-first`} name="firstName" label={t('client.firstName')} required autoComplete="given-name" maxLength={60} />
          <FormField id={`${id}-last`} name="lastName" label={t('client.lastName')} required autoComplete="family-name" maxLength={60} />
        </FieldRow>
        <FieldRow>
          <FormField
            id={`${id}-birth`}
            name="birthDate"
            type="date"
            label={t('client.birthDate')}
            required
            autoComplete="bday"
            max={latestBirthDate}
            min="1900-01-01"
          />
          <FormSelect
            id={`${id}-nationality`}
            name="nationality"
            label={t('client.nationality')}
            required
            options={NATIONALITIES.map((code) => ({ value: code, label: t(`client.nationalities.${code}`) }))}
          />
        </FieldRow>
        <FormRadioGroup
          name="identityType"
          legend={t('client.identityType')}
          required
          row
          options={[
            { value: 'cin', label: t('client.cin') },
            { value: 'passport', label: t('client.passport') },
          ]}
        />
        <IdentityNumberField id={id} />
        <FormField id={`${id}-address`} name="address" label={t('client.address')} required autoComplete="street-address" maxLength={160} />
        <FieldRow>
          <FormField id={`${id}-city`} name="city" label={t('client.city')} required autoComplete="address-level2" maxLength={60} />
          <FormField id={`${id}-neighborhood`} name="neighborhood" label={t('client.neighborhood')} autoComplete="address-level3" maxLength={80} />
        </FieldRow>
        <FieldRow>
          <FormField
            id={`${id}-postal`}
            name="postalCode"
            label={t('client.postalCode')}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder="10000"
          />
          <FormField
            id={`${id}-phone`}
            name="phoneNumber"
            type="tel"
            label={t('client.phoneNumber')}
            hint={t('client.phoneHint')}
            required
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="0612345678"
            parse={digitsOnly}
          />
        </FieldRow>
        <FormField
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('client.email')}
          hint={t('client.emailHint')}
          required
          autoComplete="email"
          maxLength={254}
        />
        <FormCheckbox
          id={`${id}-terms`}
          name="terms"
          required
          label={
            <>
              {t('client.terms')}{' '}
              <a href={localizePath('/cgv', language)} target="_blank" rel="noopener noreferrer">
                {t('client.termsLink')}
              </a>
            </>
          }
        />
        <StepActions />
      </Stack>
    </form>
  );
}

function ClientForm({ funnel, productId, draft }: { funnel: FunnelId; productId: string | undefined; draft: CheckoutDraft | null }) {
  const navigate = useSiteNavigate();
  const { profile, selectedLine } = useSession();
  const submit = (values: ClientValues) => {
    const client = personalInfoSchema.cast(values, { stripUnknown: true }) as ClientInfo;
    writeDraft({ ...draftFor(funnel, productId), client: { ...client, ...(client.neighborhood ? {} : { neighborhood: undefined }) } });
    navigate(stepUrl(nextStepOf(funnel, 'client').path, productId));
  };
  return (
    <Form<ClientValues>
      onSubmit={submit}
      validate={validateWith<ClientValues>(personalInfoSchema)}
      initialValues={clientInitialValues(draft, profile, selectedLine?.mdn)}
    >
      {({ handleSubmit }) => <ClientFields onSubmit={handleSubmit} />}
    </Form>
  );
}

/** info-client of a funnel: the common personal fields of the spec, with their rules. */
export function ClientInfoStepPage({ funnel }: { funnel: 'plan' | 'idar' | 'terminal' }) {
  const { t } = useTranslation(SHOP_NS);
  return (
    <FunnelStep funnel={funnel === 'plan' ? planFunnelOf : funnel} step="client" title={t('client.title')} intro={t('client.intro')}>
      {(context) => <ClientForm funnel={context.funnel} productId={context.productId} draft={context.draft} />}
    </FunnelStep>
  );
}
