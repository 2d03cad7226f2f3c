import { useId } from 'react';
import { Form, useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { readState, useLanguage, useSiteNavigate } from '@atlas/runtime';
import { ErrorState, FieldRow, MutedText, RequiredLegend, Skeleton, Stack } from '@atlas/ui-kit';
import { deliverySchema, FormField, FormSelect, validateWith } from '@atlas/forms';
import type { Agency } from '@atlas/contracts/places';
import type { Delivery } from '@atlas/contracts/shop';
import { ChoiceCards } from '../../components/choice-cards';
import { SHOP_NS } from '../../i18n/shop';
import { StepActions } from '../../components/step-actions';
import { useSalesAgenciesQuery } from '../../components/checkout-api';
import { draftFor, writeDraft, type CheckoutDraft, type FunnelId } from '../../components/checkout-draft';
import { FunnelStep } from '../../components/funnel-step';
import { nextStepOf, planFunnelOf, stepUrl } from '../../components/funnels';

interface DeliveryValues {
  mode?: Delivery['mode'];
  address?: string;
  city?: string;
  postalCode?: string;
  agencyCity?: string;
  agencyId?: string;
}

function initialValues(draft: CheckoutDraft | null): DeliveryValues {
  const delivery = draft?.delivery;
  if (delivery?.mode === 'home') return delivery;
  if (delivery?.mode === 'agency') return { mode: 'agency', agencyId: delivery.agencyId };
  const client = draft?.client;
  return { mode: 'home', ...(client ? { address: client.address, city: client.city, postalCode: client.postalCode } : {}) };
}

function AgencyFields({ id }: { id: string }) {
  const { t } = useTranslation(SHOP_NS);
  const language = useLanguage();
  const agencies = readState(useSalesAgenciesQuery(language));
  const city = useField<string>('agencyCity', { subscription: { value: true } }).input.value;
  const agencyId = useField<string>('agencyId', { subscription: { value: true } }).input.value;
  if (agencies.status === 'loading') return <Skeleton variant="rect" height={96} />;
  if (agencies.status === 'error') return <ErrorState headingLevel={3} code={agencies.code} onRetry={agencies.retry} />;
  const chosen: Agency | undefined = agencies.data.agencies.find((agency) => agency.id === agencyId);
  const cityId = city || chosen?.cityId || '';
  const inCity = agencies.data.agencies.filter((agency) => !cityId || agency.cityId === cityId);
  return (
    <Stack $gap="md">
      <FieldRow>
        <FormSelect
          id={`${id}-agency-city`}
          name="agencyCity"
          label={t('delivery.agencyCity')}
          options={agencies.data.cities.map((item) => ({ value: item.id, label: item.name }))}
          placeholder={t('delivery.allCities')}
        />
        <FormSelect
          id={`${id}-agency`}
          name="agencyId"
          label={t('delivery.agency')}
          required
          options={inCity.map((agency) => ({ value: agency.id, label: `${agency.name} — ${agency.city}` }))}
        />
      </FieldRow>
      {chosen && <MutedText data-agency-address>{t('delivery.agencyAddress', { address: chosen.address, city: chosen.city })}</MutedText>}
    </Stack>
  );
}

function DeliveryFields({ onSubmit }: { onSubmit: () => void }) {
  const { t } = useTranslation(SHOP_NS);
  const id = useId();
  const mode = useField<string>('mode', { subscription: { value: true } }).input.value;
  return (
    <form onSubmit={onSubmit} noValidate data-step="delivery">
      <Stack $gap="md">
        <RequiredLegend />
        <ChoiceCards
          name="mode"
          legend={t('delivery.mode')}
          required
          choices={[
            { value: 'home', label: t('delivery.home'), description: t('delivery.homeHint') },
            { value: 'agency', label: t('delivery.agencyMode'), description: t('delivery.agencyHint') },
          ]}
        />
        {mode === 'home' && (
          <Stack $gap="md">
            <FormField id={`${id}-address`} name="address" label={t('delivery.address')} required autoComplete="street-address" maxLength={160} />
            <FieldRow>
              <FormField id={`${id}-city`} name="city" label={t('client.city')} required autoComplete="address-level2" maxLength={60} />
              <FormField
                id={`${id}-postal`}
                name="postalCode"
                label={t('client.postalCode')}
                required
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
              />
            </FieldRow>
          </Stack>
        )}
        {mode === 'agency' && <AgencyFields id={id} />}
        <StepActions labelKey="steps.toPayment" />
      </Stack>
    </form>
  );
}

function DeliveryForm({ funnel, productId, draft }: { funnel: FunnelId; productId: string | undefined; draft: CheckoutDraft | null }) {
  const navigate = useSiteNavigate();
  const submit = (values: DeliveryValues) => {
    const delivery = deliverySchema.cast(values, { stripUnknown: true }) as Delivery;
    writeDraft({ ...draftFor(funnel, productId), delivery });
    navigate(stepUrl(nextStepOf(funnel, 'delivery').path, productId));
  };
  return (
    <Form<DeliveryValues> onSubmit={submit} validate={validateWith<DeliveryValues>(deliverySchema)} initialValues={initialValues(draft)}>
      {({ handleSubmit }) => <DeliveryFields onSubmit={handleSubmit} />}
    </Form>
  );
}

/** livraison of a funnel: at home, or collected in an agency that sells. */
export function DeliveryStepPage({ funnel }: { funnel: 'plan' | 'idar' | 'terminal' }) {
  const { t } = useTranslation(SHOP_NS);
  return (
    <FunnelStep funnel={funnel === 'plan' ? planFunnelOf : funnel} step="delivery" title={t('delivery.title')} intro={t('delivery.intro')}>
      {(context) => <DeliveryForm funnel={context.funnel} productId={context.productId} draft={context.draft} />}
    </FunnelStep>
  );
}
