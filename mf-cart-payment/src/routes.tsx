import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type RemoteRootProps } from '@atlas/contracts';
import { DomainModule, localizePath } from '@atlas/runtime';
import { Button, Container, lazyWithPreload, RequireSignIn, StandaloneNotFound } from '@atlas/ui-kit';
import { StepSkeleton } from './components/funnel-step';
import { cartSaga } from './features/cart/cart-saga';
import { cartSlice } from './components/cart-slice';
import { SHOP_NS } from './i18n/shop';
import { LINE_ACT_PATHS, PLAN_FUNNEL_ALIAS, SHOP_PATHS } from './platform-remote';

const cartPages = () => import('./features/cart/cart-page');
const CartPage = lazyWithPreload(() => cartPages().then((m) => ({ default: m.CartPage })));
const PurchasePage = lazyWithPreload(() => cartPages().then((m) => ({ default: m.PurchasePage })));
const checkoutPages = () => import('./checkout-pages');
const NumberStepPage = lazyWithPreload(() => checkoutPages().then((m) => ({ default: m.NumberStepPage })));
const PortabilityStepPage = lazyWithPreload(() => checkoutPages().then((m) => ({ default: m.PortabilityStepPage })));
const DeviceStepPage = lazyWithPreload(() => checkoutPages().then((m) => ({ default: m.DeviceStepPage })));
const ClientInfoStepPage = lazyWithPreload(() => checkoutPages().then((m) => ({ default: m.ClientInfoStepPage })));
const DeliveryStepPage = lazyWithPreload(() => checkoutPages().then((m) => ({ default: m.DeliveryStepPage })));
const PaymentPage = lazyWithPreload(() => checkoutPages().then((m) => ({ default: m.PaymentPage })));
const resultPages = () => import('./features/payment/result-pages');
const PaymentResultPage = lazyWithPreload(() => resultPages().then((m) => ({ default: m.PaymentResultPage })));
const RegisteredPage = lazyWithPreload(() => resultPages().then((m) => ({ default: m.RegisteredPage })));
const SuccessPage = lazyWithPreload(() => resultPages().then((m) => ({ default: m.SuccessPage })));
const OrderTrackingPage = lazyWithPreload(() => import('./features/tracking/order-tracking-page').then((m) => ({ default: m.OrderTrackingPage })));

const reducers = { cart: cartSlice.reducer };
// The header basket injects the same cart saga under the same key: it runs once.
const sagas = { cart: cartSaga };

const relative = (path: string) => path.slice(1);

/** achat/offreMobile/... answers as achat/offre-mobile/..., query included. */
function PlanFunnelAlias({ language }: RemoteRootProps) {
  const { pathname, search } = useLocation();
  const at = pathname.indexOf(PLAN_FUNNEL_ALIAS.from);
  return <Navigate replace to={`${localizePath(`${PLAN_FUNNEL_ALIAS.to}${pathname.slice(at + PLAN_FUNNEL_ALIAS.from.length)}`, language)}${search}`} />;
}

/** Only reachable in standalone mode: in the site the shell sends unknown paths to its own 404 page. */
function ShopNotFound() {
  const { t } = useTranslation(SHOP_NS);
  return <StandaloneNotFound title={t('notFound')} action={<Button to={SHOP_PATHS.cart}>{t('cart.title')}</Button>} />;
}

/**
 * The shop (architecture §2), rendered by the shell under its locale route: the cart, the
 * purchase funnels, payment and its results, the bank-bill reference and order tracking.
 */
export default function CartPaymentRoutes(props: RemoteRootProps) {
  // A line act's result is a self-care page: under the configured prefix, for the signed-in customer.
  const atSelfCare = (path: string) => `${props.selfCarePrefix.replace(/^\/+|\/+$/g, '')}/${path}`;
  const signedIn = (outcome: 'ok' | 'echoue') => (
    <RequireSignIn language={props.language}>
      <PaymentResultPage outcome={outcome} lineAct />
    </RequireSignIn>
  );
  return (
    <div data-remote="mf-cart-payment" data-remote-version={__PART_VERSION__}>
      <DomainModule reducers={reducers} sagas={sagas}>
        <Suspense
          fallback={
            <Container>
              <StepSkeleton />
            </Container>
          }
        >
          <Routes>
            <Route path={relative(SHOP_PATHS.cart)} element={<CartPage />} />
            <Route path={relative(SHOP_PATHS.purchase)} element={<PurchasePage />} />
            <Route path={relative(SHOP_PATHS.consumerPurchase)} element={<PurchasePage />} />
            <Route path={relative(SHOP_PATHS.planNumber)} element={<NumberStepPage />} />
            <Route path={relative(SHOP_PATHS.planPortability)} element={<PortabilityStepPage />} />
            <Route path={relative(SHOP_PATHS.planClientInfo)} element={<ClientInfoStepPage funnel="plan" />} />
            <Route path={relative(SHOP_PATHS.planDelivery)} element={<DeliveryStepPage funnel="plan" />} />
            <Route path={`${relative(PLAN_FUNNEL_ALIAS.from)}/*`} element={<PlanFunnelAlias {...props} />} />
            <Route path={relative(SHOP_PATHS.idarDevice)} element={<DeviceStepPage />} />
            <Route path={relative(SHOP_PATHS.idarClientInfo)} element={<ClientInfoStepPage funnel="idar" />} />
            <Route path={relative(SHOP_PATHS.idarDelivery)} element={<DeliveryStepPage funnel="idar" />} />
            <Route path={relative(SHOP_PATHS.terminalClientInfo)} element={<ClientInfoStepPage funnel="terminal" />} />
            <Route path={relative(SHOP_PATHS.terminalDelivery)} element={<DeliveryStepPage funnel="terminal" />} />
            <Route path={relative(SHOP_PATHS.payment)} element={<PaymentPage />} />
            <Route path={relative(SHOP_PATHS.paymentOk)} element={<PaymentResultPage outcome="ok" />} />
            <Route path={relative(SHOP_PATHS.paymentFailed)} element={<PaymentResultPage outcome="echoue" />} />
            <Route path={relative(SHOP_PATHS.paymentRegistered)} element={<RegisteredPage />} />
            {[LINE_ACT_PATHS.migrationOk, LINE_ACT_PATHS.changeNumberOk, LINE_ACT_PATHS.changeOfferOk].map((path) => (
              <Route key={path} path={atSelfCare(path)} element={signedIn('ok')} />
            ))}
            {[LINE_ACT_PATHS.migrationFailed, LINE_ACT_PATHS.changeNumberFailed, LINE_ACT_PATHS.changeOfferFailed].map((path) => (
              <Route key={path} path={atSelfCare(path)} element={signedIn('echoue')} />
            ))}
            <Route path={relative(SHOP_PATHS.success)} element={<SuccessPage />} />
            <Route path={relative(SHOP_PATHS.orderTracking)} element={<OrderTrackingPage />} />
            <Route path="*" element={<ShopNotFound />} />
          </Routes>
        </Suspense>
      </DomainModule>
    </div>
  );
}
