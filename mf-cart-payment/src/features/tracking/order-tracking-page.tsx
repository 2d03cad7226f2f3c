import { FORM_ERROR } from 'final-form';
import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { object } from 'yup';
import { errorCodeOf, useErrorText, useLanguage } from '@atlas/runtime';
import { Button, Card, EmptyState, FieldRow, FormAlert, formatMoment, Page, RequiredLegend, Stack } from '@atlas/ui-kit';
import { CaptchaField, captchaRule, FormField, orderTrackingSchema, validateWith } from '@atlas/forms';
import { SHOP_ERROR_CODES, type OrderStatus, type OrderTracking, type OrderTrackingSearch } from '@atlas/contracts/shop';
import { SHOP_NS } from '../../i18n/shop';
import { trackOrder } from '../../components/payment-api';

/** The three fields of the spec, and the payment service's captcha against guessing. */
const trackingFormSchema = orderTrackingSchema.concat(object({ captchaText: captchaRule() }));

interface TrackingValues {
  orderId?: string;
  identityNumber?: string;
  phoneNumber?: string;
  captchaId?: string;
  captchaText?: string;
}

/** Codes meaning "nothing matches these three": the spec's "no result returned". */
const NO_RESULT = new Set<string>([SHOP_ERROR_CODES.trackingNoResult, 'not-found']);

const Timeline = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    display: grid;
    gap: 2px;
    padding-inline-start: ${({ theme }) => theme.space.xl};
    padding-bottom: ${({ theme }) => theme.space.md};
  }
  li::before {
    content: '';
    position: absolute;
    inset-inline-start: 7px;
    top: 20px;
    bottom: 0;
    width: 2px;
    background: ${({ theme }) => theme.colors.neutral[200]};
  }
  li:last-child::before {
    display: none;
  }
  li[data-reached='true']::before {
    background: ${({ theme }) => theme.colors.primary.main};
  }
  span[aria-hidden] {
    position: absolute;
    inset-inline-start: 0;
    top: 2px;
    width: 16px;
    height: 16px;
    border: 2px solid ${({ theme }) => theme.colors.neutral[300]};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.background.raised};
  }
  li[data-reached='true'] span[aria-hidden] {
    border-color: ${({ theme }) => theme.colors.primary.main};
    background: ${({ theme }) => theme.colors.primary.main};
  }
  li[aria-current='step'] strong {
    color: ${({ theme }) => theme.colors.primary.dark};
  }
  small {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

function TrackingResult({ tracking }: { tracking: OrderTracking }) {
  const { t } = useTranslation(SHOP_NS);
  const language = useLanguage();
  const statusLabel = (status: OrderStatus) => t(`tracking.statuses.${status}`);
  return (
    <Card aria-labelledby="tracking-result-title" data-tracking={tracking.refNumber}>
      <h2 id="tracking-result-title" tabIndex={-1} ref={(element) => element?.focus()}>
        {t('tracking.resultTitle', { refNumber: tracking.refNumber })}
      </h2>
      <p>
        {t('tracking.current')} <strong data-tracking-status={tracking.status}>{statusLabel(tracking.status)}</strong>
      </p>
      <Timeline aria-label={t('tracking.timeline')}>
        {tracking.timeline.map((step) => (
          <li key={step.status} data-reached={step.at ? 'true' : 'false'} aria-current={step.status === tracking.status ? 'step' : undefined}>
            <span aria-hidden="true" />
            <strong>{statusLabel(step.status)}</strong>
            <small>{step.at ? formatMoment(step.at, language) : t('tracking.toCome')}</small>
          </li>
        ))}
      </Timeline>
      <p>
        {tracking.delivery && `${t(`tracking.delivery.${tracking.delivery}`)} · `}
        {tracking.orderItems.map((item) => (item.qty > 1 ? `${item.productName} × ${item.qty}` : item.productName)).join(', ')}
      </p>
    </Card>
  );
}

/** suivi-commande: order id, ID card number and phone number give the order's path, or "no result returned". */
export function OrderTrackingPage() {
  const { t } = useTranslation(SHOP_NS);
  const errorText = useErrorText();
  const id = useId();
  const [tracking, setTracking] = useState<OrderTracking | null>(null);
  const [noResult, setNoResult] = useState(false);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);

  const submit = async (values: TrackingValues) => {
    setNoResult(false);
    setTracking(null);
    // Validated: the three fields are there.
    const request = orderTrackingSchema.cast(values, { stripUnknown: true }) as Omit<OrderTrackingSearch, 'captcha'>;
    try {
      setTracking(
        // Without a captcha id (its image never came) the API refuses the request as invalid, as it always did.
        await trackOrder({ ...request, captcha: { captchaId: values.captchaId ?? '', captchaText: values.captchaText ?? '' } }),
      );
      setCaptchaGeneration((n) => n + 1);
      return undefined;
    } catch (error) {
      const code = errorCodeOf(error);
      // The captcha's answer is spent either way.
      setCaptchaGeneration((n) => n + 1);
      if (NO_RESULT.has(code)) {
        setNoResult(true);
        return undefined;
      }
      if (code === SHOP_ERROR_CODES.captchaInvalid) return { captchaText: errorText(code), [FORM_ERROR]: errorText(code) };
      return { [FORM_ERROR]: errorText(code) };
    }
  };

  return (
    <Page title={t('tracking.title')} intro={t('tracking.intro')} narrow>
      <Form<TrackingValues> onSubmit={submit} validate={validateWith<TrackingValues>(trackingFormSchema)}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate data-form="order-tracking">
            <Stack $gap="md">
              <RequiredLegend />
              <FormField
                id={`${id}-order`}
                name="orderId"
                label={t('tracking.orderId')}
                hint={t('tracking.orderIdHint')}
                required
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={18}
                spellCheck={false}
              />
              <FieldRow>
                <FormField
                  id={`${id}-cin`}
                  name="identityNumber"
                  label={t('tracking.identityNumber')}
                  required
                  autoComplete="off"
                  autoCapitalize="characters"
                  maxLength={8}
                />
                <FormField
                  id={`${id}-phone`}
                  name="phoneNumber"
                  type="tel"
                  label={t('tracking.phoneNumber')}
                  required
                  inputMode="tel"
                  autoComplete="tel-national"
                  placeholder="0612345678"
                  maxLength={14}
                />
              </FieldRow>
              <CaptchaField generation={captchaGeneration} />
              {submitError && <FormAlert role="alert">{submitError}</FormAlert>}
              <div>
                <Button type="submit" size="lg" loading={submitting}>
                  {t('tracking.submit')}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </Form>
      {noResult && (
        <div role="status">
          <EmptyState headingLevel={2} title={errorText('noResultReturned')} description={t('tracking.noResultHint')} />
        </div>
      )}
      {tracking && <TrackingResult tracking={tracking} />}
    </Page>
  );
}
