/**
 * What `npm test -- --part <part>` runs for one part of the site: its own unit and component tests,
 * the API tests of the modules it calls (api/src/modules/<module>), and its journeys
 * (e2e/journeys/<journey>.spec.ts) against the built others. The one place that maps a part to
 * what it depends on; ops/src/test/parts.test.ts checks every module and journey named exists and
 * that every journey belongs to some part.
 */
export interface PartTests {
  /** The API modules the part calls, as named under api/src/modules/. */
  apiModules: readonly string[];
  /** Its journeys, as named under e2e/journeys/ (without .spec.ts). */
  journeys: readonly string[];
}

export const PART_TESTS = {
  shell: {
    apiModules: ['ms-content', 'ms-iam', 'ms-client', 'ms-config', 'ms-balance', 'analytics', 'telemetry'],
    journeys: [
      'home-page',
      'header-keyboard',
      'language-switch',
      'mega-menu',
      'first-screen-hints',
      'session',
      'singletons',
      'site-links',
      'security-headers',
      'server-render',
      'analytics',
      'content-pages',
      'main-taps',
      'field-telemetry',
      'screens',
    ],
  },
  'mf-catalogue': {
    apiModules: ['ms-content', 'ms-forms', 'ms-catalog', 'ms-eligibility'],
    journeys: ['catalogue', 'agencies', 'roaming', 'eligibility', 'search-faq', 'public-forms', 'public-forms-2', 'content-pages', 'basket-on-demand'],
  },
  'mf-cart-payment': {
    apiModules: ['ms-payment', 'ms-ecom', 'ms-service', 'ms-catalog', 'ms-content', 'payment-gateway'],
    journeys: [
      'shop-arabic-mobile',
      'shop-bank-bill',
      'shop-cart-session',
      'shop-plan-card',
      'shop-portability-tracking',
      'shop-smartphone',
      'shop-unpaid',
      'basket-on-demand',
    ],
  },
  'mf-selfcare': {
    apiModules: [
      'ms-iam',
      'ms-service',
      'ms-client',
      'ms-order',
      'ms-ecom',
      'payment-gateway',
      'ms-identification',
      'ms-consumption',
      'ms-balance',
      'ms-content',
    ],
    journeys: [
      'selfcare-account',
      'selfcare-histories',
      'selfcare-plan-change',
      'selfcare-services-paid',
      'selfcare-services',
      'selfcare-session',
      'selfcare-sign-in',
      'selfcare-sign-up',
      'selfcare-usage-alerts',
      'session',
      'screens',
    ],
  },
  'mf-invoices': {
    apiModules: ['ms-billing', 'ms-iam', 'ms-ecom', 'payment-gateway'],
    journeys: ['invoices', 'invoice-bank-bill'],
  },
  'mf-recharge': {
    apiModules: ['ms-catalog', 'ms-payment', 'ms-ecom', 'payment-gateway'],
    journeys: ['recharge', 'payment-results'],
  },
  'mf-identification': {
    apiModules: ['ms-identification', 'ms-content', 'ms-client', 'ms-iam'],
    journeys: ['identification'],
  },
} as const satisfies Record<string, PartTests>;

export type PartName = keyof typeof PART_TESTS;

export function isPartName(name: string): name is PartName {
  return Object.hasOwn(PART_TESTS, name);
}

/** The journeys of operations and the production topology belong to the whole, not to a part. */
export const WHOLE_SITE_JOURNEYS = [
  'operations/canary-rollout',
  'operations/operations-page',
  'operations/remote-versions',
  'topology/production-topology',
] as const;
