import { CATALOG_SORTS, NETWORKS, OPERATING_SYSTEMS, type CatalogQuery, type CatalogSort, type Network, type OperatingSystem } from '@atlas/contracts/catalog';

/**
 * The smartphone listing's filters and sort, kept in the page URL so a filtered list can be
 * shared: `?marque=Apple,Samsung&reseau=5G&os=android&prixMin=2000&prixMax=10000&tri=prix-croissant`.
 */
export interface SmartphoneFilters {
  brands: string[];
  networks: Network[];
  systems: OperatingSystem[];
  minPrice?: number;
  maxPrice?: number;
  sort: CatalogSort;
}

const SORT_IN_URL: Record<CatalogSort, string> = {
  newest: 'nouveautes',
  'price-asc': 'prix-croissant',
  'price-desc': 'prix-decroissant',
};

export const NO_FILTERS: SmartphoneFilters = { brands: [], networks: [], systems: [], sort: 'newest' };

const list = (params: URLSearchParams, name: string) =>
  (params.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

const oneOf = <T extends string>(values: readonly T[], candidates: string[]): T[] =>
  values.filter((value) => candidates.some((candidate) => candidate.toLowerCase() === value.toLowerCase()));

const amount = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

/** Reads the filters from a URL; what it does not recognise is left out rather than refused. */
export function filtersFromUrl(params: URLSearchParams): SmartphoneFilters {
  const sort = CATALOG_SORTS.find((candidate) => SORT_IN_URL[candidate] === params.get('tri')) ?? 'newest';
  let minPrice = amount(params.get('prixMin'));
  let maxPrice = amount(params.get('prixMax'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    brands: list(params, 'marque').filter((brand) => /^[A-Za-z0-9 -]{1,40}$/.test(brand)),
    networks: oneOf(NETWORKS, list(params, 'reseau')),
    systems: oneOf(OPERATING_SYSTEMS, list(params, 'os')),
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    sort,
  };
}

/** The URL query of the filters; defaults are left out so the plain listing has a plain URL. */
export function filtersToUrl(filters: SmartphoneFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.brands.length) params.set('marque', filters.brands.join(','));
  if (filters.networks.length) params.set('reseau', filters.networks.join(','));
  if (filters.systems.length) params.set('os', filters.systems.join(','));
  if (filters.minPrice !== undefined) params.set('prixMin', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('prixMax', String(filters.maxPrice));
  if (filters.sort !== 'newest') params.set('tri', SORT_IN_URL[filters.sort]);
  return params;
}

export const filtersToQuery = (filters: SmartphoneFilters): CatalogQuery => ({
  family: 'smartphone',
  brand: filters.brands,
  network: filters.networks,
  os: filters.systems,
  ...(filters.minPrice !== undefined ? { minPrice: filters.minPrice } : {}),
  ...(filters.maxPrice !== undefined ? { maxPrice: filters.maxPrice } : {}),
  sort: filters.sort,
});

export const activeFilterCount = (filters: SmartphoneFilters) =>
  filters.brands.length +
  filters.networks.length +
  filters.systems.length +
  (filters.minPrice !== undefined ? 1 : 0) +
  (filters.maxPrice !== undefined ? 1 : 0);
