import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Page, Stack } from '@atlas/ui-kit';
import { SHOP_NS } from '../../i18n/shop';
import { NextSteps } from './next-steps';
import { OrderSummary } from './order-summary';
import { readPaymentData } from './payment-data';
import { ResultSkeleton, useRefNumber } from './payment-result-page';
import { useOrder } from './use-order';

/** /success: the post-purchase page of the last order, with its next steps. */
export function SuccessPage() {
  const { t } = useTranslation(SHOP_NS);
  const refNumber = useRefNumber();
  const { state, retry } = useOrder(refNumber);
  if (!refNumber)
    return (
      <Page title={t('result.thanksTitle')}>
        <Button to="/">{t('result.home')}</Button>
      </Page>
    );
  if (state.status === 'loading') return <ResultSkeleton title={t('result.thanksTitle')} />;
  if (state.status === 'error')
    return (
      <Page title={t('result.unknownTitle')}>
        <ErrorState code={state.code} onRetry={retry} />
      </Page>
    );
  return (
    <Page title={t('result.thanksTitle')} intro={t('result.thanksIntro')}>
      <Stack $gap="lg">
        <OrderSummary order={state.order} />
        <NextSteps order={state.order} payment={readPaymentData()} />
      </Stack>
    </Page>
  );
}
