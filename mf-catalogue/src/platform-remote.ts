import type { RemoteDeclaration } from '@atlas/build/remote-contract';
import { HOME_INTERNET_FAMILIES, type HomeInternetFamily } from '@atlas/contracts/catalog';

/**
 * The content page (`field[type]` of the content service) each home route renders.
 * The one list of the catalogue's home paths: the declaration below and routes.tsx both read it.
 */
export const HOME_PAGES = [
  { path: '/', page: 'hp' },
  { path: '/particuliers', page: 'hp' },
  { path: '/entreprise', page: 'hp_entreprise' },
  { path: '/corporate', page: 'hp_corporate' },
  { path: '/pro', page: 'hp_hppro' },
  { path: '/wholesale', page: 'hp_wholesale' },
] as const;

export type HomePageKey = (typeof HOME_PAGES)[number]['page'];

/** A page above a content page in its breadcrumbs: its label is `catalogue:contentPages.parents.<key>`. */
export interface ParentPage {
  key: 'portabilite' | 'entreprise' | 'wholesale';
  path: string;
}

const PORTABILITY_PARENT: ParentPage = { key: 'portabilite', path: '/portabilite' };

/**
 * The content pages fetched by name (spec §2 "Content pages are fetched by name", architecture §2),
 * besides the home pages: the path the site shows each at, and the pages above it.
 */
export const CONTENT_PAGES = [
  { path: '/roaming', page: 'roaming', parents: [] },
  { path: '/portabilite', page: 'portabilite', parents: [] },
  { path: '/page-explicative-post-achat', page: 'page-explicative-post-achat', parents: [] },
  { path: '/page-explicative-post-achat-portabilite', page: 'page-explicative-post-achat-portabilite', parents: [PORTABILITY_PARENT] },
  { path: '/cgu', page: 'cgu', parents: [] },
  { path: '/cgv', page: 'cgv', parents: [] },
  { path: '/mandat', page: 'mandat', parents: [PORTABILITY_PARENT] },
  { path: '/services', page: 'services', parents: [] },
  { path: '/wholesale/datacenter', page: 'wholesale-datacenter', parents: [{ key: 'wholesale', path: '/wholesale' }] },
  { path: '/entreprise/rencontres-entreprises', page: 'rencontres-entreprises', parents: [{ key: 'entreprise', path: '/entreprise' }] },
] as const satisfies ReadonlyArray<{ path: string; page: string; parents: readonly ParentPage[] }>;

/** The catalogue pages (architecture §2 route table), besides the home pages. */
export const CATALOG_PATHS = {
  smartphones: '/catalogue-smartphones',
  smartphone: '/catalogue-smartphones/:productId',
  accessories: '/accessoires-home',
  accessory: '/accessoires-home/:productId',
  plans: '/offres-mobiles/forfait-mobile',
  internetOffers: '/offres-internet',
  faq: '/faq',
  search: '/search',
  agencies: '/nos-agences',
  contact: '/nous-contacter',
  fibreContact: '/fibre',
  starPromotion: '/promo-etoile',
  promotion: '/promo-etoile/:promotionId',
  survey: '/enquete-satisfaction',
} as const;

/** The public forms beside nous-contacter and fibre (business, supplier, portability). */
export const FORM_PATHS = {
  businessContact: '/entreprise/nous-contacter',
  supplierRegistration: '/corporate/fournisseurs/form',
  portabilityRequest: '/portabilite/demande',
} as const;

/** Home migration of an ADSL or i-dar line, and its confirmation. */
export const HOME_MIGRATION_PATHS = {
  form: '/offres-internet/wifi-a-la-maison/migration-home',
  sent: '/offres-internet/wifi-a-la-maison/migration-home/send-success',
} as const;

/** One page per home-internet family: offres-internet/wifi-a-la-maison/<family>. */
export const homeInternetPath = (family: HomeInternetFamily) => `/offres-internet/wifi-a-la-maison/${family}`;
export const HOME_INTERNET_PATHS = HOME_INTERNET_FAMILIES.map((family) => ({ family, path: homeInternetPath(family) }));

/** The eligibility pages beside the home-internet family pages. */
export const ELIGIBILITY_PATHS = {
  adslTest: `${homeInternetPath('adsl-xtra')}/test-eligibilite`,
  fibreOfferSelected: `${homeInternetPath('fibre-optique')}/offre-selectionnee`,
  businessFibre: '/entreprise/eligibilite-fibre',
} as const;

/** `?selected=test-fibre-optique` opens a family page on its eligibility test (and names the test's section). */
export const eligibilityTestSelection = (family: HomeInternetFamily) => `test-${family}`;

/** The routes mf-catalogue owns (architecture §2). Published into the platform manifest by ops. */
export const catalogueDeclaration: RemoteDeclaration = {
  name: 'mf-catalogue',
  container: 'mf_catalogue',
  routesModule: './routes',
  routes: [
    ...HOME_PAGES.map(({ path }) => ({ path })),
    ...Object.values(CATALOG_PATHS).map((path) => ({ path })),
    ...HOME_INTERNET_PATHS.map(({ path }) => ({ path })),
    ...Object.values(FORM_PATHS).map((path) => ({ path })),
    ...Object.values(HOME_MIGRATION_PATHS).map((path) => ({ path })),
    { path: ELIGIBILITY_PATHS.adslTest },
    // The spec's fibre offer selection shows no header nor footer on a phone: the booking has the whole screen.
    { path: ELIGIBILITY_PATHS.fibreOfferSelected, layout: { noLayoutOnMobile: true } },
    { path: ELIGIBILITY_PATHS.businessFibre },
    ...CONTENT_PAGES.map(({ path }) => ({ path })),
  ],
  widgets: [],
};
