import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Stack } from '@atlas/ui-kit';
import { ShopPage } from '../../components/shop-page';
import { SHOP_NS } from '../../i18n/shop-namespace';
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
      <ShopPage title={t('result.thanksTitle')}>
        <Button to="/">{t('result.home')}</Button>
      </ShopPage>
    );
  if (state.status === 'loading') return <ResultSkeleton title={t('result.thanksTitle')} />;
  if (state.status === 'error')
    return (
      <ShopPage title={t('result.unknownTitle')}>
        <ErrorState code={state.code} onRetry={retry} />
      </ShopPage>
    );
  return (
    <ShopPage title={t('result.thanksTitle')} intro={t('result.thanksIntro')}>
      <Stack $gap="lg">
        <OrderSummary order={state.order} />
        <NextSteps order={state.order} payment={readPaymentData()} />
      </Stack>
    </ShopPage>
  );
}
