import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { errorCodeOf, readState, useErrorText, useLanguage, useSiteNavigate } from '@atlas/runtime';
import { EmptyState, ErrorState, Price, Skeleton, Stack } from '@atlas/ui-kit';
import { requiredText, validateWith } from '@atlas/forms';
import { offerNameIn, type CatalogProduct } from '@atlas/contracts/catalog';
import { ChoiceCards } from '../../components/choice-cards';
import { StepActions } from '../../components/step-actions';
import { stepRefusal } from '../../components/unpaid-refusal';
import { SHOP_NS } from '../../i18n/shop';
import { CATALOGUE_PATHS } from '../../platform-remote';
import { useCartChanges } from '../../components/use-cart-changes';
import { useIdarDevicesQuery } from '../../components/checkout-api';
import { draftFor, writeDraft } from '../../components/checkout-draft';
import { OfferStep } from './offer-step';
import { nextStepOf, stepUrl } from '../../components/funnels';

const deviceSchema = object({ device: requiredText('deviceRequired') });

interface DeviceValues {
  device?: string;
}

function DeviceForm({ productId, devices, chosen }: { productId: string; devices: CatalogProduct[]; chosen?: string }) {
  const { t } = useTranslation(SHOP_NS);
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useSiteNavigate();
  const cart = useCartChanges();
  const deviceIds = devices.map((device) => device.id);

  const submit = async ({ device }: DeviceValues) => {
    try {
      await cart.replace(
        { productType: 'idar', productId, quantity: 1 },
        (held) => held.productType === 'idar',
        (held) => held.productType === 'idar' && held.productId === productId,
      );
      const { item } = await cart.replace(
        { productType: 'box-et-routeur', productId: device!, quantity: 1 },
        (held) => held.productType === 'box-et-routeur' && deviceIds.includes(held.productId),
        (held) => held.productType === 'box-et-routeur' && held.productId === device,
      );
      writeDraft({ ...draftFor('idar', productId), device: { productId: device!, ...(item ? { itemId: item.itemId } : {}) } });
      navigate(stepUrl(nextStepOf('idar', 'device').path, productId));
      return undefined;
    } catch (error) {
      return stepRefusal(errorCodeOf(error), errorText);
    }
  };

  return (
    <Form<DeviceValues> onSubmit={submit} validate={validateWith<DeviceValues>(deviceSchema)} initialValues={{ device: chosen }}>
      {({ handleSubmit }) => (
        <DeviceFields
          onSubmit={handleSubmit}
          choices={devices.map((device) => ({
            value: device.id,
            label: offerNameIn(device, language),
            description: device.description[language],
            disabled: device.stockState !== 'in-stock',
            aside: <Price amount={device.price} size="sm" />,
          }))}
          legend={t('device.legend')}
        />
      )}
    </Form>
  );
}

function DeviceFields({ onSubmit, choices, legend }: { onSubmit: () => void; choices: Parameters<typeof ChoiceCards>[0]['choices']; legend: string }) {
  return (
    <form onSubmit={onSubmit} noValidate data-step="device">
      <Stack $gap="lg">
        <ChoiceCards name="device" legend={legend} choices={choices} required />
        <StepActions />
      </Stack>
    </form>
  );
}

function Devices({ productId, chosen }: { productId: string; chosen?: string }) {
  const { t } = useTranslation(SHOP_NS);
  const devices = readState(useIdarDevicesQuery());
  if (devices.status === 'loading') return <Skeleton variant="rect" height={160} />;
  if (devices.status === 'error') return <ErrorState code={devices.code} onRetry={devices.retry} />;
  if (devices.data.length === 0) return <EmptyState title={t('device.none')} />;
  return <DeviceForm productId={productId} devices={devices.data} chosen={chosen} />;
}

/** achat/idar/choose-device-step?productId=: the box that comes with an i-dar offer. */
export function DeviceStepPage() {
  const { t } = useTranslation(SHOP_NS);
  return (
    <OfferStep
      funnel="idar"
      step="device"
      title={t('device.title')}
      intro={t('device.intro')}
      catalogue={{ path: CATALOGUE_PATHS.internet, label: t('checkout.seeInternet') }}
    >
      {(productId, draft) => <Devices productId={productId} chosen={draft?.device?.productId} />}
    </OfferStep>
  );
}
