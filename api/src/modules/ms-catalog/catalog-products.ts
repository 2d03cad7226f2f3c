import type { CatalogFacets, CatalogProduct, FacetValue } from '@atlas/contracts/catalog';
import type { ProductRow } from './products.repository';

export type { ProductRow };

const dirhams = (centimes: number) => centimes / 100;

export function toCatalogProduct(row: ProductRow): CatalogProduct {
  return {
    id: row.id,
    family: row.family,
    productType: row.productType,
    segment: row.segment,
    offer_name_fr: row.name.fr,
    offer_name_ar: row.name.ar,
    offer_name_en: row.name.en,
    offerName: row.name.en,
    ...(row.brand ? { brand: row.brand } : {}),
    ...(row.network ? { network: row.network } : {}),
    ...(row.os ? { os: row.os } : {}),
    ...(row.homeFamily ? { homeFamily: row.homeFamily } : {}),
    price: dirhams(row.priceCentimes),
    ...(row.previousPriceCentimes ? { previousPrice: dirhams(row.previousPriceCentimes) } : {}),
    period: row.period,
    stockState: row.stockState,
    releasedAt: row.releasedAt.toISOString(),
    images: row.images,
    ...(row.colours ? { colours: row.colours } : {}),
    description: row.description,
    specs: row.specs,
    ...(row.allowances ? { allowances: row.allowances } : {}),
    ...(row.badge ? { badge: row.badge } : {}),
  };
}

const countBy = (rows: ProductRow[], pick: (row: ProductRow) => string | null): FacetValue[] => {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = pick(row);
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => a.value.localeCompare(b.value));
};

/** Facets describe the whole family (segment included), so a filter never hides its own siblings. */
export function facetsOf(rows: ProductRow[]): CatalogFacets {
  const prices = rows.map((row) => dirhams(row.priceCentimes));
  return {
    brands: countBy(rows, (row) => row.brand),
    networks: countBy(rows, (row) => row.network),
    operatingSystems: countBy(rows, (row) => row.os),
    price: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
  };
}
