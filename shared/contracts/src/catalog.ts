/**
 * Shapes of the catalogue service (`/api/v1/ms-catalog/...`): smartphones, accessories, mobile
 * plans and home-internet offers. Shared by the API that serves them and the remotes that render
 * them. Localised texts come in the three languages so one cached answer serves every language.
 * Each answer is a TypeBox schema (what the API serialises with) and the type of the same name.
 */

import { Localized, Nullable, StringEnum, Type, type Static } from './schema-kit';

export const LocalizedText = Localized;
export type LocalizedText = Static<typeof LocalizedText>;

export const PRODUCT_FAMILIES = ['smartphone', 'accessory', 'plan', 'home-internet'] as const;
export type ProductFamily = (typeof PRODUCT_FAMILIES)[number];

/** The cart's product type keys (spec §3). */
export const CART_PRODUCT_TYPES = [
  'offre-mobile',
  'idar',
  'choix-de-numeros',
  'box-et-routeur',
  'handset',
  'adsl',
  'home',
  'recharge',
  'pass',
  'facture',
] as const;
export type CartProductType = (typeof CART_PRODUCT_TYPES)[number];

export const CATALOG_SEGMENTS = ['consumer', 'business'] as const;
export type CatalogSegment = (typeof CATALOG_SEGMENTS)[number];

export const NETWORKS = ['4G', '5G'] as const;
export type Network = (typeof NETWORKS)[number];

export const OPERATING_SYSTEMS = ['android', 'ios'] as const;
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];

/** The home-internet families, one page each under offres-internet/wifi-a-la-maison. */
export const HOME_INTERNET_FAMILIES = ['fibre-optique', 'adsl-xtra', 'idar-duo', 'vacay-wifi'] as const;
export type HomeInternetFamily = (typeof HOME_INTERNET_FAMILIES)[number];

export const StockState = StringEnum(['in-stock', 'out-of-stock']);
export type StockState = Static<typeof StockState>;

export const CATALOG_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

export const ProductSpec = Type.Object({ label: LocalizedText, value: LocalizedText });
export type ProductSpec = Static<typeof ProductSpec>;

/** What a plan or a home-internet offer includes, as shown on its card and in the comparison. */
export const OfferAllowances = Type.Object({
  /** Mobile data in Go; null means unlimited. */
  dataGb: Type.Optional(Nullable(Type.Number())),
  /** Calls in hours; null means unlimited. */
  callHours: Type.Optional(Nullable(Type.Number())),
  /** SMS; null means unlimited. */
  sms: Type.Optional(Nullable(Type.Number())),
  /** Home internet download speed in Mbps. */
  speedMbps: Type.Optional(Type.Number()),
  /** Months of commitment; 0 means none. */
  commitmentMonths: Type.Optional(Type.Number()),
  /** Short feature lines ("Appels illimités vers les fixes"). */
  highlights: Type.Array(LocalizedText),
});
export type OfferAllowances = Static<typeof OfferAllowances>;

export const CatalogProduct = Type.Object({
  id: Type.String(),
  family: StringEnum(PRODUCT_FAMILIES),
  /** The key the cart files it under. */
  productType: StringEnum(CART_PRODUCT_TYPES),
  segment: StringEnum(CATALOG_SEGMENTS),
  /** Spec §3 Offer's names, with the English one beside them (offerNameIn picks the page's). */
  offer_name_fr: Type.String(),
  offer_name_ar: Type.String(),
  offer_name_en: Type.String(),
  offerName: Type.String(),
  brand: Type.Optional(Type.String()),
  network: Type.Optional(StringEnum(NETWORKS)),
  os: Type.Optional(StringEnum(OPERATING_SYSTEMS)),
  /** Home-internet family of an offer or of the device it comes with. */
  homeFamily: Type.Optional(StringEnum(HOME_INTERNET_FAMILIES)),
  /** MAD, tax included (TTC); per month for plans and home internet. */
  price: Type.Number(),
  /** The price before a promotion, when there is one. */
  previousPrice: Type.Optional(Type.Number()),
  period: StringEnum(['once', 'month']),
  stockState: StockState,
  /** ISO date the product came out, for "newest first". */
  releasedAt: Type.String(),
  /** Media URLs (`/api/v1/ms-content/media/...`), the first is the main picture. */
  images: Type.Array(Type.String()),
  colours: Type.Optional(Type.Array(LocalizedText)),
  description: LocalizedText,
  specs: Type.Array(ProductSpec),
  allowances: Type.Optional(OfferAllowances),
  badge: Type.Optional(LocalizedText),
});
export type CatalogProduct = Static<typeof CatalogProduct>;

export const FacetValue = Type.Object({ value: Type.String(), count: Type.Integer() });
export type FacetValue = Static<typeof FacetValue>;

export const CatalogFacets = Type.Object({
  brands: Type.Array(FacetValue),
  networks: Type.Array(FacetValue),
  operatingSystems: Type.Array(FacetValue),
  /** Lowest and highest price of the family before filtering, for the price range. */
  price: Type.Object({ min: Type.Number(), max: Type.Number() }),
});
export type CatalogFacets = Static<typeof CatalogFacets>;

/**
 * GET /api/v1/ms-catalog/products, as the remotes hold it; on the wire the lists are also
 * comma-separated strings, so the API's querystring schema reads both forms.
 */
export interface CatalogQuery {
  family: ProductFamily;
  segment?: CatalogSegment;
  homeFamily?: HomeInternetFamily;
  brand?: string[];
  network?: Network[];
  os?: OperatingSystem[];
  minPrice?: number;
  maxPrice?: number;
  sort?: CatalogSort;
}

/** `os=android,ios` and `os=android&os=ios` both mean two systems. */
const ListParam = <const T extends readonly string[]>(values: T) =>
  Type.Union([Type.Array(StringEnum(values), { maxItems: values.length }), Type.String({ pattern: `^(${values.join('|')})(,(${values.join('|')}))*$` })]);
const BrandNames = Type.String({ pattern: '^[A-Za-z0-9 -]{1,40}(,[A-Za-z0-9 -]{1,40}){0,19}$' });
const Dirhams = Type.Number({ minimum: 0, maximum: 1_000_000 });

/**
 * GET /api/v1/ms-catalog/products, as it travels: CatalogQuery, each list also as one
 * comma-separated value; `gzip_controle` is the operator's contract's and changes nothing.
 */
export const CatalogListQuery = Type.Object(
  {
    family: StringEnum(PRODUCT_FAMILIES),
    segment: Type.Optional(StringEnum(CATALOG_SEGMENTS)),
    homeFamily: Type.Optional(StringEnum(HOME_INTERNET_FAMILIES)),
    brand: Type.Optional(Type.Union([Type.Array(BrandNames, { maxItems: 20 }), BrandNames])),
    network: Type.Optional(ListParam(NETWORKS)),
    os: Type.Optional(ListParam(OPERATING_SYSTEMS)),
    minPrice: Type.Optional(Dirhams),
    maxPrice: Type.Optional(Dirhams),
    sort: Type.Optional(StringEnum(CATALOG_SORTS)),
    gzip_controle: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CatalogListQuery = Static<typeof CatalogListQuery>;

/** GET /api/v1/ms-catalog/product/{id} */
export const ProductParams = Type.Object({ id: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }) });
export type ProductParams = Static<typeof ProductParams>;

/** `?gzip_controle=true`: asked by the operator's contract, changes nothing (the answer is compressed anyway). */
export const GzipControlQuery = Type.Object({ gzip_controle: Type.Optional(Type.Boolean()) });
export type GzipControlQuery = Static<typeof GzipControlQuery>;

/** GET /product/{id}: the operator's contract answers an array; the site reads its first item. */
export const ProductAnswer = Type.Array(CatalogProduct);
export type ProductAnswer = Static<typeof ProductAnswer>;

export const CatalogPage = Type.Object({ items: Type.Array(CatalogProduct), total: Type.Integer(), facets: CatalogFacets });
export type CatalogPage = Static<typeof CatalogPage>;

export const CATALOG_ERROR_CODES = {
  productUnknown: 'catalog-001',
  invalidPriceRange: 'catalog-002',
} as const;

/**
 * The name of an offer, a product or a plan in the page's language: Arabic, English or French, each
 * its own (the spec's §3 rule, "the Arabic name for Arabic, otherwise the French one", written when
 * the catalogue had no English name: docs/spec-decisions.md). A name a language lacks is the French one.
 */
export const offerNameIn = (product: Pick<CatalogProduct, 'offer_name_fr' | 'offer_name_ar'> & { offer_name_en?: string }, language: string): string =>
  (language === 'ar' ? product.offer_name_ar : language === 'en' ? product.offer_name_en : product.offer_name_fr) || product.offer_name_fr;
