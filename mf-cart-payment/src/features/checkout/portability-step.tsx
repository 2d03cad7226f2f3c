import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, useErrorText, useSiteNavigate } from '@atlas/runtime';
import { Button, Modal, RequiredLegend, Stack } from '@atlas/ui-kit';
import { FormField, FormRadioGroup, portabilitySchema, validateWith } from '@atlas/forms';
import { DONOR_OPERATORS, RIO_SHORT_NUMBER, type DonorOperatorId } from '@atlas/contracts/portability';
import { StepActions } from '../../components/step-actions';
import { stepRefusal } from '../../components/unpaid-refusal';
import { SHOP_NS } from '../../i18n/shop';
import { CATALOGUE_PATHS, SHOP_PATHS } from '../../platform-remote';
import { useCartChanges } from '../../components/use-cart-changes';
import { checkPortability } from '../../components/checkout-api';
import { draftFor, writeDraft, type CheckoutDraft } from '../../components/checkout-draft';
import { OfferStep } from './offer-step';
import { nextStepOf, stepUrl } from '../../components/funnels';

interface PortabilityValues {
  mdn?: string;
  currentOperator?: string;
  rio?: string;
  codeIcc?: string;
}

const digitsOnly = (value: string) => value.replace(/[^\d\s]/g, '');

function RioHelp() {
  const { t } = useTranslation(SHOP_NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)}>
        {t('portability.rioHelp')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('portability.rioHelpTitle')}
        size="sm"
        footer={<Button onClick={() => setOpen(false)}>{t('portability.understood')}</Button>}
      >
        <p>{t('portability.rioHelpText', { shortNumber: RIO_SHORT_NUMBER })}</p>
      </Modal>
    </>
  );
}

function PortabilityForm({ productId, kept }: { productId: string; kept?: CheckoutDraft['portability'] }) {
  const errorText = useErrorText();
  const navigate = useSiteNavigate();
  const cart = useCartChanges();
  const id = useId();

  const submit = async (values: PortabilityValues) => {
    const request = portabilitySchema.cast(values, { stripUnknown: true }) as Required<PortabilityValues>;
    try {
      const eligibility = await checkPortability({ mdn: request.mdn, currentOperator: request.currentOperator as DonorOperatorId, rio: request.rio });
      await cart.replace(
        { productType: 'offre-mobile', productId, quantity: 1 },
        (held) => held.productType === 'offre-mobile',
        (held) => held.productType === 'offre-mobile' && held.productId === productId,
      );
      // The customer keeps their number: no new one is reserved.
      for (const number of cart.current()?.items.filter((held) => held.productType === 'choix-de-numeros') ?? []) await cart.remove(number.itemId);
      writeDraft({
        ...draftFor('portability', productId),
        number: undefined,
        portability: { ...request, currentOperator: eligibility.currentOperator, earliestPortingDate: eligibility.earliestPortingDate },
      });
      navigate(stepUrl(nextStepOf('portability', 'portability').path, productId));
      return undefined;
    } catch (error) {
      return stepRefusal(errorCodeOf(error), errorText);
    }
  };

  return (
    <Form<PortabilityValues> onSubmit={submit} validate={validateWith<PortabilityValues>(portabilitySchema)} initialValues={kept ?? {}}>
      {({ handleSubmit }) => <PortabilityFields id={id} onSubmit={handleSubmit} />}
    </Form>
  );
}

function PortabilityFields({ id, onSubmit }: { id: string; onSubmit: () => void }) {
  const { t } = useTranslation(SHOP_NS);
  return (
    <form onSubmit={onSubmit} noValidate data-step="portability">
      <Stack $gap="md">
        <RequiredLegend />
        <FormField
          id={`${id}-mdn`}
          name="mdn"
          label={t('portability.mdn')}
          hint={t('portability.mdnHint')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="0612345678"
          parse={digitsOnly}
        />
        <FormRadioGroup
          name="currentOperator"
          legend={t('portability.operator')}
          required
          row
          options={DONOR_OPERATORS.map((operator) => ({ value: operator.id, label: operator.name }))}
        />
        <FormField
          id={`${id}-rio`}
          name="rio"
          label={t('portability.rio')}
          hint={t('portability.rioHint', { shortNumber: RIO_SHORT_NUMBER })}
          required
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={14}
        />
        <div>
          <RioHelp />
        </div>
        <FormField
          id={`${id}-icc`}
          name="codeIcc"
          label={t('portability.icc')}
          hint={t('portability.iccHint')}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          parse={digitsOnly}
        />
        <StepActions />
      </Stack>
    </form>
  );
}

/** achat/offre-mobile/portabilite?productId=: a plan keeping one's number from another operator. */
export function PortabilityStepPage() {
  const { t } = useTranslation(SHOP_NS);
  return (
    <OfferStep
      funnel="portability"
      step="portability"
      title={t('portability.title')}
      intro={t('portability.intro')}
      other={{ text: t('portability.wantNew'), link: t('portability.wantNewLink'), path: SHOP_PATHS.planNumber }}
      catalogue={{ path: CATALOGUE_PATHS.plans, label: t('checkout.seePlans') }}
    >
      {(productId, draft) => <PortabilityForm productId={productId} kept={draft?.portability} />}
    </OfferStep>
  );
}
