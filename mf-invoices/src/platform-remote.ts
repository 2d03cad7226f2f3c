import type { RemoteDeclaration } from '@atlas/build/remote-contract';
import type { LayoutFlags, RemoteRouteDeclaration } from '@atlas/contracts/platform-manifest';

/** The visitor's invoice payment (public-site spec §2 route table), without the locale prefix. */
export const INVOICE_PATHS = {
  start: '/paiement-facture',
  otp: '/paiement-facture/otp',
  invoices: '/paiement-facture/invoices',
  payment: '/paiement-facture/paiement',
  paymentOk: '/paiement-facture/paiement/ok',
  paymentFailed: '/paiement-facture/paiement/echoue',
  paymentRegistered: '/paiement-facture/paiement/enregistre',
} as const;

/** The signed-in customer's invoice pages, relative to the self-care prefix (selfcare spec §2). */
export const SELFCARE_INVOICE_PATHS = {
  invoices: 'mes-factures',
  payment: 'mes-factures/paiement',
  paymentOk: 'mes-factures/paiement/ok',
  paymentFailed: 'mes-factures/paiement/echoue',
  bankBill: 'services/paiement-fatourati',
} as const;

const INVOICES_PANEL: LayoutFlags = { invoicesBasketPanel: true };

const publicRoute = (path: string): RemoteRouteDeclaration => ({ path });
const selfcareRoute = (path: string, layout?: LayoutFlags): RemoteRouteDeclaration => ({ path: `/${path}`, area: 'selfcare', ...(layout ? { layout } : {}) });

/** The routes mf-invoices owns (architecture §2). */
export const invoicesDeclaration: RemoteDeclaration = {
  name: 'mf-invoices',
  container: 'mf_invoices',
  routesModule: './routes',
  routes: [
    ...Object.values(INVOICE_PATHS).map(publicRoute),
    selfcareRoute(SELFCARE_INVOICE_PATHS.invoices, INVOICES_PANEL),
    selfcareRoute(SELFCARE_INVOICE_PATHS.payment),
    selfcareRoute(SELFCARE_INVOICE_PATHS.paymentOk),
    selfcareRoute(SELFCARE_INVOICE_PATHS.paymentFailed),
    selfcareRoute(SELFCARE_INVOICE_PATHS.bankBill),
  ],
  widgets: [],
};
