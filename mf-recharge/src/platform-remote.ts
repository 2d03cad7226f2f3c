import type { RemoteDeclaration } from '@atlas/build/remote-contract';

/**
 * The recharge paths (public-site spec §2 route table), without the locale prefix. The one list:
 * the declaration below and routes.tsx read it.
 */
export const RECHARGE_PATHS = {
  /** Visitor (offline): the number to recharge. */
  number: '/recharge',
  /** The products of the number (with the star promo). */
  products: '/recharges',
  recap: '/recharges/recap',
  paymentOk: '/recharges/paiement/ok',
  paymentFailed: '/recharges/paiement/echoue',
  card: '/paiement/cb',
  scratchCard: '/paiement/scratchCard',
  passes: '/pass-forfait',
} as const;

/** The signed-in recharges, relative to the self-care prefix (selfcare spec §2). */
export const SELFCARE_RECHARGE_PATHS = {
  products: 'recharges',
  paymentOk: 'recharges/paiement/ok',
  paymentFailed: 'recharges/paiement/echoue',
} as const;

/** The routes mf-recharge owns (architecture §2). */
export const rechargeDeclaration: RemoteDeclaration = {
  name: 'mf-recharge',
  container: 'mf_recharge',
  routesModule: './routes',
  routes: [
    ...Object.values(RECHARGE_PATHS).map((path) => ({ path })),
    ...Object.values(SELFCARE_RECHARGE_PATHS).map((path) => ({ path: `/${path}`, area: 'selfcare' as const })),
  ],
  widgets: [],
};
