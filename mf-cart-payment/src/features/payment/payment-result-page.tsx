import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { busEvents } from '@atlas/contracts';
import { SiteNavigate, useAppDispatch, useErrorText, useLanguage } from '@atlas/runtime';
import { Banner, Button, ErrorState, Inline, Loading, mdnInText, Page, ReceiptDownload, Skeleton, Stack, useSelfCarePrefix } from '@atlas/ui-kit';
import type { Order } from '@atlas/contracts/shop';
import { SHOP_NS } from '../../i18n/shop';
import { LINE_ACT_RESULT_OF, SHOP_PATHS } from '../../platform-remote';
import { cartActions } from '../../components/cart-slice';
import { writeDraft } from '../../components/checkout-draft';
import { NextSteps } from './next-steps';
import { OrderSummary } from './order-summary';
import { readPaymentData } from './payment-data';
import { useOrder } from './use-order';

/** The refNumber of a result page: the gateway's query, else the payment kept before leaving. */
export function useRefNumber(): string | null {
  const [params] = useSearchParams();
  return params.get('refNumber') ?? readPaymentData()?.refNumber ?? null;
}

export function ResultSkeleton({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Loading>
        <Skeleton variant="rect" height={180} />
        <Skeleton variant="rect" height={140} />
      </Loading>
    </Page>
  );
}

/** The new number of a paid number change (its item's chosen number). */
const newNumberOf = (order: Order) => order.orderItems.flatMap((item) => item.custom_options).find((option) => option.label === 'mdn')?.value;

/** The self-care acts paid here, with their texts and the service page a retry goes back to. */
const LINE_ACT_TEXTS = {
  'change-number': { title: 'lineAct.okTitle', done: 'lineAct.numberChanged', service: 'changement-numero' },
  migration: { title: 'lineAct.migratedTitle', done: 'lineAct.migrated', service: 'migration' },
  'change-offer': { title: 'lineAct.offerChangedTitle', done: 'lineAct.offerChanged', service: 'changement-offre' },
} as const;
type LineAct = keyof typeof LINE_ACT_TEXTS;
const isLineAct = (kind: Order['kind']): kind is LineAct => kind !== undefined && kind in LINE_ACT_TEXTS;

/**
 * A line act paid from self-care (a number change, a migration to a plan): no shop cart to clear; the shell loads the
 * profile again (the line's number changed) and the customer goes back to the dashboard.
 */
function LineActResult({ order, paid }: { order: Order; paid: boolean }) {
  const { t } = useTranslation(SHOP_NS);
  const language = useLanguage();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const prefix = useSelfCarePrefix();
  const code = order.errorCode ?? params.get('code') ?? 'paymentNotMade';
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    if (paid) {
      dispatch(busEvents.paymentSucceeded({ refNumber: order.refNumber }));
      dispatch(busEvents.profileRefreshRequested());
    } else dispatch(busEvents.paymentFailed({ refNumber: order.refNumber, code }));
  }, [dispatch, order.refNumber, paid, code]);
  const number = newNumberOf(order);
  const act = order.kind as LineAct;
  return (
    <Page title={t(paid ? LINE_ACT_TEXTS[act].title : 'result.failedTitle')}>
      <Stack $gap="lg" data-payment-outcome={paid ? 'ok' : 'echoue'} data-line-act={order.kind}>
        {paid ? (
          <Banner $tone="success" role="status">
            <p>
              {t(LINE_ACT_TEXTS[act].done, {
                plan: order.orderItems[0]?.productName ?? '',
                number: number ? mdnInText(number) : '',
              })}
            </p>
            <p>{t('lineAct.paymentReference', { refNumber: order.refNumber })}</p>
          </Banner>
        ) : (
          <Banner $tone="danger" role="alert">
            <p>{errorText(code)}</p>
            <p>{t('lineAct.unchanged')}</p>
          </Banner>
        )}
        <OrderSummary order={order} />
        {paid && <ReceiptDownload refNumber={order.refNumber} language={language} />}
        <Inline $gap="sm">
          {!paid && <Button to={`${prefix}/services/${LINE_ACT_TEXTS[act].service}`}>{t('result.retry')}</Button>}
          <Button variant={paid ? 'primary' : 'secondary'} to={`${prefix}/dashboard`}>
            {t('lineAct.dashboard')}
          </Button>
        </Inline>
      </Stack>
    </Page>
  );
}

/** Paid: the cart is done, the funnel's draft forgotten, the bus told once. */
function Paid({ order }: { order: Order }) {
  const { t } = useTranslation(SHOP_NS);
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    dispatch(cartActions.cleared());
    writeDraft(null);
    dispatch(busEvents.paymentSucceeded({ refNumber: order.refNumber }));
  }, [dispatch, order.refNumber]);
  return (
    <Page title={t('result.okTitle')} intro={t('result.okIntro')}>
      <Stack $gap="lg" data-payment-outcome="ok">
        <Banner $tone="success" role="status">
          {t('result.okBanner', { refNumber: order.refNumber })}
        </Banner>
        <OrderSummary order={order} />
        <ReceiptDownload refNumber={order.refNumber} language={language} />
        <NextSteps order={order} payment={readPaymentData()} />
      </Stack>
    </Page>
  );
}

/** Not paid: why, and a retry with the cart as it was. */
function NotPaid({ order }: { order: Order }) {
  const { t } = useTranslation(SHOP_NS);
  const [params] = useSearchParams();
  // The gateway says why in the query too; the order's own code wins.
  const code = order.errorCode ?? params.get('code') ?? 'paymentNotMade';
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    dispatch(busEvents.paymentFailed({ refNumber: order.refNumber, code }));
    // The cart is still the customer's: show it as the server holds it.
    dispatch(cartActions.reloadRequested());
  }, [dispatch, order.refNumber, code]);
  return (
    <Page title={t('result.failedTitle')} intro={t('result.failedIntro')}>
      <Stack $gap="lg" data-payment-outcome="echoue">
        <Banner $tone="danger" role="alert">
          <p>{errorText(code)}</p>
        </Banner>
        <Inline $gap="sm">
          <Button to={SHOP_PATHS.payment}>{t('result.retry')}</Button>
          <Button variant="secondary" to={SHOP_PATHS.cart}>
            {t('result.backToCart')}
          </Button>
        </Inline>
        <p>{t('result.help')}</p>
      </Stack>
    </Page>
  );
}

/**
 * achat/paiement/ok and /echoue: where the gateway sends the browser back. The order says what
 * really happened (a forged or early "ok" shows the truth), so both pages read it. `lineAct`: the
 * self-care result of a paid line act (migration, number or plan change); such an order reached
 * on the shop's pages (an older link) goes to its own.
 */
export function PaymentResultPage({ outcome, lineAct: onLineActPage = false }: { outcome: 'ok' | 'echoue'; lineAct?: boolean }) {
  const { t } = useTranslation(SHOP_NS);
  const prefix = useSelfCarePrefix();
  const refNumber = useRefNumber();
  const { state, waiting, retry } = useOrder(refNumber);
  const title = t(outcome === 'ok' ? 'result.okTitle' : 'result.failedTitle');
  if (state.status === 'loading') return <ResultSkeleton title={title} />;
  if (state.status === 'error')
    return (
      <Page title={t('result.unknownTitle')}>
        <ErrorState code={state.code} onRetry={retry} />
      </Page>
    );
  const { order } = state;
  const lineAct = isLineAct(order.kind);
  if (lineAct && order.status !== 'awaiting-payment') {
    const paid = order.paymentOutcome === 'ok';
    if (!onLineActPage) {
      const to = `${prefix}/${LINE_ACT_RESULT_OF[order.kind as LineAct]}/${paid ? 'ok' : 'echoue'}?refNumber=${encodeURIComponent(order.refNumber)}`;
      return <SiteNavigate replace to={to} />;
    }
    return <LineActResult order={order} paid={paid} />;
  }
  if (order.paymentOutcome === 'ok') return <Paid order={order} />;
  if (order.paymentOutcome === 'enregistre')
    return <SiteNavigate replace to={`${SHOP_PATHS.paymentRegistered}?refNumber=${encodeURIComponent(order.refNumber)}`} />;
  if (order.status === 'awaiting-payment') {
    return (
      <Page title={t('result.waitingTitle')}>
        <Stack $gap="md" data-payment-outcome="waiting">
          <Banner $tone="info" role="status">
            {t(waiting ? 'result.waiting' : 'result.stillWaiting')}
          </Banner>
          {!waiting && <Button onClick={retry}>{t('result.checkAgain')}</Button>}
        </Stack>
      </Page>
    );
  }
  return <NotPaid order={order} />;
}
