import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@atlas/runtime';
import { Banner, Button, EmptyState, ErrorState, Page, Stack } from '@atlas/ui-kit';
import type { Order } from '@atlas/contracts/shop';
import { SHOP_NS } from '../../i18n/shop';
import { SHOP_PATHS } from '../../platform-remote';
import { cartActions } from '../../components/cart-slice';
import { readDraft, writeDraft } from '../../components/checkout-draft';
import { BankBillPending } from './bank-bill-pending';
import { NextSteps } from './next-steps';
import { OrderSummary } from './order-summary';
import { readPaymentData } from './payment-data';
import { ResultSkeleton, useRefNumber } from './payment-result-page';
import { useOrder } from './use-order';

/** The buyer's number for the bank-bill consultation: kept with the payment, else the draft's. */
function bankBillMdn(refNumber: string | null): string | null {
  const payment = readPaymentData();
  if (payment && (!refNumber || payment.refNumber === refNumber)) return payment.mdn;
  return readDraft()?.client?.phoneNumber ?? null;
}

/** Cash on delivery or in an agency: the order is registered; the cart is done. */
function RegisteredCash({ order }: { order: Order }) {
  const { t } = useTranslation(SHOP_NS);
  const dispatch = useAppDispatch();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    dispatch(cartActions.cleared());
    writeDraft(null);
  }, [dispatch]);
  return (
    <Page title={t('result.registeredTitle')} intro={t('result.registeredIntro')}>
      <Stack $gap="lg" data-payment-outcome="enregistre">
        <Banner $tone="success" role="status">
          {t('result.registeredBanner', { refNumber: order.refNumber })}
        </Banner>
        <OrderSummary order={order} />
        <NextSteps order={order} payment={readPaymentData()} />
      </Stack>
    </Page>
  );
}

function BankBillPage({ refNumber, settled }: { refNumber: string | null; settled?: 'paid' | 'cancelled' | 'expired' }) {
  const { t } = useTranslation(SHOP_NS);
  const dispatch = useAppDispatch();
  const mdn = bankBillMdn(refNumber);
  // The reference closed its cart on the server: the local cart follows (cancelling reopens it).
  useEffect(() => {
    if (refNumber) dispatch(cartActions.reloadRequested());
  }, [dispatch, refNumber]);
  if (settled)
    return (
      <Page title={t('bankBill.title')}>
        <Banner $tone={settled === 'paid' ? 'success' : 'info'} role="status">
          {t(settled === 'paid' ? 'bankBill.paid' : settled === 'cancelled' ? 'bankBill.cancelled' : 'bankBill.expired')}
        </Banner>
        <div>
          <Button to={settled === 'paid' ? SHOP_PATHS.orderTracking : SHOP_PATHS.cart}>
            {t(settled === 'paid' ? 'nextSteps.trackLink' : 'result.backToCart')}
          </Button>
        </div>
      </Page>
    );
  const payment = readPaymentData();
  const known = payment?.bankBill && (!refNumber || payment.bankBill.refNumber === refNumber) ? payment.bankBill : undefined;
  return (
    <Page title={t('bankBill.title')} intro={t('bankBill.intro')}>
      {mdn ? (
        <BankBillPending mdn={mdn} known={known} />
      ) : (
        <EmptyState title={t('bankBill.none')} action={<Button to={SHOP_PATHS.cart}>{t('result.backToCart')}</Button>} />
      )}
    </Page>
  );
}

/**
 * achat/paiement/enregistre: an order paid later. Cash: registered, with what comes next. A
 * bank-bill reference: the pending payment page (also reached with `?pending=bank-bill` when a
 * second reference was refused with ecom-067).
 */
export function RegisteredPage() {
  const { t } = useTranslation(SHOP_NS);
  const [params] = useSearchParams();
  const refNumber = useRefNumber();
  const pendingOnly = params.get('pending') === 'bank-bill';
  const { state, retry } = useOrder(pendingOnly ? null : refNumber);
  if (pendingOnly) return <BankBillPage refNumber={null} />;
  if (state.status === 'loading') return <ResultSkeleton title={t('result.registeredTitle')} />;
  if (state.status === 'error')
    return (
      <Page title={t('result.unknownTitle')}>
        <ErrorState code={state.code} onRetry={retry} />
      </Page>
    );
  if (state.order.paymentMethod === 'fatourati') {
    const status = state.order.bankBill?.status;
    return <BankBillPage refNumber={state.order.refNumber} settled={status && status !== 'pending' ? status : undefined} />;
  }
  return <RegisteredCash order={state.order} />;
}
