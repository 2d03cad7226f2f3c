import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type RemoteRootProps } from '@atlas/contracts';
import { localeFromPath } from '@atlas/runtime';
import { Button, lazyWithPreload, PageContentSkeleton, RequireSignIn, StandaloneNotFound } from '@atlas/ui-kit';
import { INVOICES_NS } from './i18n/invoices';
import { INVOICE_PATHS, SELFCARE_INVOICE_PATHS } from './platform-remote';

const visitorPages = () => import('./features/visitor/visitor-pages');
const InvoiceSearchPage = lazyWithPreload(() => visitorPages().then((m) => ({ default: m.InvoiceSearchPage })));
const InvoiceOtpPage = lazyWithPreload(() => visitorPages().then((m) => ({ default: m.InvoiceOtpPage })));
const InvoiceListPage = lazyWithPreload(() => visitorPages().then((m) => ({ default: m.InvoiceListPage })));
const InvoicePaymentPage = lazyWithPreload(() => visitorPages().then((m) => ({ default: m.InvoicePaymentPage })));
const InvoiceResultPage = lazyWithPreload(() => visitorPages().then((m) => ({ default: m.InvoiceResultPage })));
const InvoiceRegisteredPage = lazyWithPreload(() => visitorPages().then((m) => ({ default: m.InvoiceRegisteredPage })));
const selfcarePages = () => import('./features/selfcare/selfcare-pages');
const MyInvoicesPage = lazyWithPreload(() => selfcarePages().then((m) => ({ default: m.MyInvoicesPage })));
const MyInvoicesPaymentPage = lazyWithPreload(() => selfcarePages().then((m) => ({ default: m.MyInvoicesPaymentPage })));
const MyInvoicesResultPage = lazyWithPreload(() => selfcarePages().then((m) => ({ default: m.MyInvoicesResultPage })));
const BankBillPage = lazyWithPreload(() => selfcarePages().then((m) => ({ default: m.BankBillPage })));

const relative = (path: string) => path.slice(1);

/** Only reachable in standalone mode: in the site the shell sends unknown paths to its own 404 page. */
function InvoicesNotFound() {
  const { t } = useTranslation(INVOICES_NS);
  return <StandaloneNotFound title={t('notFound')} action={<Button to={INVOICE_PATHS.start}>{t('title')}</Button>} />;
}

/**
 * The pages the edge draws on the server (issue 34), by path without the locale prefix: the first
 * step, which a first-time visitor sees as the browser would. The steps after it read the search
 * the browser keeps (its draft, the proof of the line): drawn by the browser.
 */
const SERVER_RENDERED_PAGES: Record<string, { preload: () => Promise<unknown> }> = {
  [INVOICE_PATHS.start]: InvoiceSearchPage,
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
 * Invoice payment (architecture §2), rendered by the shell under its locale route: the visitor's
 * pages (paiement-facture and its steps) and the signed-in customer's (mes-factures and
 * services/paiement-fatourati, under the configured self-care prefix).
 */
export default function InvoicesRoutes({ language, selfCarePrefix }: RemoteRootProps) {
  const signedIn = (page: ReactNode) => <RequireSignIn language={language}>{page}</RequireSignIn>;
  const at = (path: string) => `${selfCarePrefix.replace(/^\/+|\/+$/g, '')}/${path}`;
  return (
    <div data-remote="mf-invoices" data-remote-version={__PART_VERSION__}>
      <Suspense fallback={<PageContentSkeleton />}>
        <Routes>
          <Route path={relative(INVOICE_PATHS.start)} element={<InvoiceSearchPage />} />
          <Route path={relative(INVOICE_PATHS.otp)} element={<InvoiceOtpPage />} />
          <Route path={relative(INVOICE_PATHS.invoices)} element={<InvoiceListPage />} />
          <Route path={relative(INVOICE_PATHS.payment)} element={<InvoicePaymentPage />} />
          <Route path={relative(INVOICE_PATHS.paymentOk)} element={<InvoiceResultPage outcome="ok" retryPath={INVOICE_PATHS.invoices} homePath="/" />} />
          <Route
            path={relative(INVOICE_PATHS.paymentFailed)}
            element={<InvoiceResultPage outcome="echoue" retryPath={INVOICE_PATHS.invoices} homePath="/" />}
          />
          <Route path={relative(INVOICE_PATHS.paymentRegistered)} element={<InvoiceRegisteredPage />} />
          <Route path={at(SELFCARE_INVOICE_PATHS.invoices)} element={signedIn(<MyInvoicesPage />)} />
          <Route path={at(SELFCARE_INVOICE_PATHS.payment)} element={signedIn(<MyInvoicesPaymentPage />)} />
          <Route path={at(SELFCARE_INVOICE_PATHS.paymentOk)} element={signedIn(<MyInvoicesResultPage outcome="ok" />)} />
          <Route path={at(SELFCARE_INVOICE_PATHS.paymentFailed)} element={signedIn(<MyInvoicesResultPage outcome="echoue" />)} />
          <Route path={at(SELFCARE_INVOICE_PATHS.bankBill)} element={signedIn(<BankBillPage />)} />
          <Route path="*" element={<InvoicesNotFound />} />
        </Routes>
      </Suspense>
    </div>
  );
}

/** Whether the server may draw `pathname` (its path without the locale prefix); the shell's server render asks. */
InvoicesRoutes.rendersOnServer = (pathname: string): boolean => localeFromPath(pathname).rest in SERVER_RENDERED_PAGES;
