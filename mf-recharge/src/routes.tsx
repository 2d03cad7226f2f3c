import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type RemoteRootProps } from '@atlas/contracts';
import { DomainModule, localeFromPath } from '@atlas/runtime';
import { Button, lazyWithPreload, PageContentSkeleton, RequireSignIn, StandaloneNotFound } from '@atlas/ui-kit';
import { paymentSlice } from './features/payment-slice';
import { RECHARGE_NS } from './i18n/recharge';
import { RECHARGE_PATHS, SELFCARE_RECHARGE_PATHS } from './platform-remote';

const NumberPage = lazyWithPreload(() => import('./features/number-page').then((m) => ({ default: m.NumberPage })));
const ProductsPage = lazyWithPreload(() => import('./features/products-page').then((m) => ({ default: m.ProductsPage })));
const RecapPage = lazyWithPreload(() => import('./features/recap-page').then((m) => ({ default: m.RecapPage })));
const payPages = () => import('./features/pay-pages');
const CardPaymentPage = lazyWithPreload(() => payPages().then((m) => ({ default: m.CardPaymentPage })));
const ScratchCardPage = lazyWithPreload(() => payPages().then((m) => ({ default: m.ScratchCardPage })));
const ResultPage = lazyWithPreload(() => import('./features/result-page').then((m) => ({ default: m.ResultPage })));

const reducers = { rechargePayment: paymentSlice.reducer };

const relative = (path: string) => path.replace(/^\/+/, '');

/** Only reachable in standalone mode: in the site the shell sends unknown paths to its own 404 page. */
function RechargeNotFound() {
  const { t } = useTranslation(RECHARGE_NS);
  return <StandaloneNotFound title={t('notFound')} action={<Button to={RECHARGE_PATHS.number}>{t('number.title')}</Button>} />;
}

/**
 * The pages the edge draws on the server (issue 34), by path without the locale prefix: the number
 * step, which a first-time visitor sees as the browser would. The steps after it depend on what
 * the browser keeps (the number, the cart, the payment's draft): drawn by the browser.
 */
const SERVER_RENDERED_PAGES: Record<string, { preload: () => Promise<unknown> }> = {
  [RECHARGE_PATHS.number]: NumberPage,
  [RECHARGE_PATHS.passes]: NumberPage,
};

/**
 * Loads the page `pathname` (with or without its locale prefix) needs when the server draws it, so
 * that the browser's first render is that page, not the Suspense fallback, and replaces the
 * server's markup without a flash (the shell's takeover awaits it).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  await SERVER_RENDERED_PAGES[localeFromPath(pathname).rest]?.preload();
}

/**
 * Prepaid recharge (architecture §2), rendered by the shell under its locale route: the number,
 * the products and passes, the recap, each payment method and the results; and the signed-in
 * recharges under the self-care prefix.
 */
export default function RechargeRoutes({ language, selfCarePrefix }: RemoteRootProps) {
  const signedIn = (page: ReactNode) => <RequireSignIn language={language}>{page}</RequireSignIn>;
  const at = (path: string) => `${relative(selfCarePrefix).replace(/\/+$/, '')}/${path}`;
  return (
    <div data-remote="mf-recharge" data-remote-version={__PART_VERSION__}>
      <DomainModule reducers={reducers}>
        <Suspense fallback={<PageContentSkeleton />}>
          <Routes>
            <Route path={relative(RECHARGE_PATHS.number)} element={<NumberPage />} />
            <Route path={relative(RECHARGE_PATHS.passes)} element={<NumberPage passes />} />
            <Route path={relative(RECHARGE_PATHS.products)} element={<ProductsPage />} />
            <Route path={relative(RECHARGE_PATHS.recap)} element={<RecapPage />} />
            <Route path={relative(RECHARGE_PATHS.card)} element={<CardPaymentPage />} />
            <Route path={relative(RECHARGE_PATHS.scratchCard)} element={<ScratchCardPage />} />
            <Route path={relative(RECHARGE_PATHS.paymentOk)} element={<ResultPage outcome="ok" />} />
            <Route path={relative(RECHARGE_PATHS.paymentFailed)} element={<ResultPage outcome="echoue" />} />
            <Route path={at(SELFCARE_RECHARGE_PATHS.products)} element={signedIn(<NumberPage />)} />
            <Route path={at(SELFCARE_RECHARGE_PATHS.paymentOk)} element={signedIn(<ResultPage outcome="ok" />)} />
            <Route path={at(SELFCARE_RECHARGE_PATHS.paymentFailed)} element={signedIn(<ResultPage outcome="echoue" />)} />
            <Route path="*" element={<RechargeNotFound />} />
          </Routes>
        </Suspense>
      </DomainModule>
    </div>
  );
}

/** Whether the server may draw `pathname` (its path without the locale prefix); the shell's server render asks. */
RechargeRoutes.rendersOnServer = (pathname: string): boolean => localeFromPath(pathname).rest in SERVER_RENDERED_PAGES;
