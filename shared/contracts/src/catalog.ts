/**
 * Shapes of the catalogue service (`/api/v1/ms-catalog/...`): smartphones, accessories, mobile
 * plans and home-internet offers. Shared by the API that serves them and the remotes that render
 * them. Localised texts come in the three languages so one cached answer serves every language.
 */

export type LocalizedText = { fr: string; ar: string; en: string };

export const PRODUCT_FAMILIES = ['smartphone', 'accessory', 'plan', 'home-internet'] as const;
export type ProductFamily = (typeof PRODUCT_FAMILIES)[number];

/** The cart's product type keys (spec §3). */
export const CART_PRODUCT_TYPES = ['offre-mobile', 'idar', 'choix-de-numeros', 'box-et-routeur', 'handset', 'adsl', 'home', 'recharge', 'pass', 'facture'] as const;
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

export type StockState = 'in-stock' | 'out-of-stock';

export const CATALOG_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

export interface ProductSpec {
  label: LocalizedText;
  value: LocalizedText;
}

/** What a plan or a home-internet offer includes, as shown on its card and in the comparison. */
export interface OfferAllowances {
  /** Mobile data in Go; null means unlimited. */
  dataGb?: number | null;
  /** Calls in hours; null means unlimited. */
  callHours?: number | null;
  /** SMS; null means unlimited. */
  sms?: number | null;
  /** Home internet download speed in Mbps. */
  speedMbps?: number;
  /** Months of commitment; 0 means none. */
  commitmentMonths?: number;
  /** Short feature lines ("Appels illimités vers les fixes"). */
  highlights: LocalizedText[];
}

export interface CatalogProduct {
  id: string;
  family: ProductFamily;
  /** The key the cart files it under. */
  productType: CartProductType;
  segment: CatalogSegment;
  /** Spec §3 Offer: the Arabic name for Arabic, the French one otherwise. */
  offer_name_fr: string;
  offer_name_ar: string;
  offerName: string;
  brand?: string;
  network?: Network;
  os?: OperatingSystem;
  /** Home-internet family of an offer or of the device it comes with. */
  homeFamily?: HomeInternetFamily;
  /** MAD, tax included (TTC); per month for plans and home internet. */
  price: number;
  /** The price before a promotion, when there is one. */
  previousPrice?: number;
  period: 'once' | 'month';
  stockState: StockState;
  /** ISO date the product came out, for "newest first". */
  releasedAt: string;
  /** Media URLs (`/api/v1/ms-content/media/...`), the first is the main picture. */
  images: string[];
  colours?: LocalizedText[];
  description: LocalizedText;
  specs: ProductSpec[];
  allowances?: OfferAllowances;
  badge?: LocalizedText;
}

export interface FacetValue {
  value: string;
  count: number;
}

export interface CatalogFacets {
  brands: FacetValue[];
  networks: FacetValue[];
  operatingSystems: FacetValue[];
  /** Lowest and highest price of the family before filtering, for the price range. */
  price: { min: number; max: number };
}

/** GET /api/v1/ms-catalog/products */
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

export interface CatalogPage {
  items: CatalogProduct[];
  total: number;
  facets: CatalogFacets;
}

export const CATALOG_ERROR_CODES = {
  productUnknown: 'catalog-001',
  invalidPriceRange: 'catalog-002',
} as const;

/** The name of an offer in the customer's language (spec §3 Offer). */
export const offerNameIn = (product: Pick<CatalogProduct, 'offer_name_fr' | 'offer_name_ar'>, language: string): string =>
  language === 'ar' ? product.offer_name_ar : product.offer_name_fr;
