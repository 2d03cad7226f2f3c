import type { RemoteDeclaration } from '@atlas/build/remote-contract';
import type { LayoutFlags, RemoteRouteDeclaration } from '@atlas/contracts/platform-manifest';

/**
 * The shop's paths (public-site spec §2 route table), without the locale prefix. The one list:
 * the declaration below, routes.tsx and the funnels read it.
 */
export const SHOP_PATHS = {
  cart: '/cart',
  purchase: '/purchase',
  consumerPurchase: '/particuliers/purchase',
  /** Buying a plan: a new number, or one's own kept from another operator. */
  planNumber: '/achat/offre-mobile/choix-numero',
  planPortability: '/achat/offre-mobile/portabilite',
  planClientInfo: '/achat/offre-mobile/info-client',
  planDelivery: '/achat/offre-mobile/livraison',
  /** i-dar home internet: the box, then the customer. */
  idarDevice: '/achat/idar/choose-device-step',
  idarClientInfo: '/achat/idar/info-client',
  idarDelivery: '/achat/idar/livraison',
  /** Smartphones, accessories and what else the cart holds. */
  terminalClientInfo: '/achat/terminal',
  terminalDelivery: '/achat/terminal/livraison',
  payment: '/achat/paiement',
  paymentOk: '/achat/paiement/ok',
  paymentRegistered: '/achat/paiement/enregistre',
  paymentFailed: '/achat/paiement/echoue',
  success: '/success',
  orderTracking: '/suivi-commande',
} as const;

/**
 * The results of a line act paid from self-care, relative to the self-care prefix (selfcare spec §2:
 * migration/paiement/ok). The gateway comes back to `${returnUrl}/ok` or `/echoue`.
 */
export const LINE_ACT_PATHS = {
  migrationOk: 'migration/paiement/ok',
  migrationFailed: 'migration/paiement/echoue',
  changeNumberOk: 'services/changement-numero/paiement/ok',
  changeNumberFailed: 'services/changement-numero/paiement/echoue',
  changeOfferOk: 'services/changement-offre/paiement/ok',
  changeOfferFailed: 'services/changement-offre/paiement/echoue',
} as const;

/** Where each paid line act's result lives (its order's kind → the self-care path above, without `/ok`). */
export const LINE_ACT_RESULT_OF = {
  migration: 'migration/paiement',
  'change-number': 'services/changement-numero/paiement',
  'change-offer': 'services/changement-offre/paiement',
} as const;

/** The spec spells the plan funnel two ways: `offreMobile` answers as `offre-mobile`. */
export const PLAN_FUNNEL_ALIAS = { from: '/achat/offreMobile', to: '/achat/offre-mobile' } as const;

/** Pages of mf-catalogue the shop links to (by address: remotes never import each other). */
export const CATALOGUE_PATHS = {
  plans: '/offres-mobiles/forfait-mobile',
  internet: '/offres-internet',
  smartphones: '/catalogue-smartphones',
} as const;

/** The post-purchase explainers (content pages of mf-catalogue). */
export const EXPLAINER_PATHS = {
  purchase: '/page-explicative-post-achat',
  portability: '/page-explicative-post-achat-portabilite',
} as const;

/** The satisfaction survey of mf-catalogue; an order's refNumber is its invitation (`?ref=`). */
export const SURVEY_PATH = '/enquete-satisfaction';

const CART: LayoutFlags = { basketPanel: true };
const STEP: LayoutFlags = { purchaseBasketPanel: true };
const PAYMENT: LayoutFlags = { basketPanelWithoutNext: true };

const route = (path: string, layout?: LayoutFlags): RemoteRouteDeclaration => (layout ? { path, layout } : { path });
const alias = (path: string) => path.replace(PLAN_FUNNEL_ALIAS.to, PLAN_FUNNEL_ALIAS.from);

/** The routes mf-cart-payment owns (architecture §2), with the basket panel each shows. */
export const cartPaymentDeclaration: RemoteDeclaration = {
  name: 'mf-cart-payment',
  container: 'mf_cart_payment',
  routesModule: './routes',
  routes: [
    route(SHOP_PATHS.cart, CART),
    route(SHOP_PATHS.purchase),
    route(SHOP_PATHS.consumerPurchase),
    ...[SHOP_PATHS.planNumber, SHOP_PATHS.planPortability, SHOP_PATHS.planClientInfo, SHOP_PATHS.planDelivery].flatMap((path) => [
      route(path, STEP),
      route(alias(path), STEP),
    ]),
    route(SHOP_PATHS.idarDevice, STEP),
    route(SHOP_PATHS.idarClientInfo, STEP),
    route(SHOP_PATHS.idarDelivery, STEP),
    route(SHOP_PATHS.terminalClientInfo, STEP),
    route(SHOP_PATHS.terminalDelivery, STEP),
    route(SHOP_PATHS.payment, PAYMENT),
    route(SHOP_PATHS.paymentOk),
    route(SHOP_PATHS.paymentRegistered),
    route(SHOP_PATHS.paymentFailed),
    route(SHOP_PATHS.success),
    route(SHOP_PATHS.orderTracking),
    ...Object.values(LINE_ACT_PATHS).map((path): RemoteRouteDeclaration => ({ path: `/${path}`, area: 'selfcare' })),
  ],
  widgets: [
    { name: 'header-basket', module: './header-basket' },
    { name: 'basket-panel', module: './basket-panel' },
  ],
};
