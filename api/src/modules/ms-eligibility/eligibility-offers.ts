import type { CatalogProduct, CatalogSegment, HomeInternetFamily } from '@atlas/contracts/catalog';
import type { BuildingCoverage, Technology } from '@atlas/contracts/eligibility';
import { toCatalogProduct, type ProductsRepository } from '../ms-catalog/public';

const FAMILY_OF: Record<Technology, HomeInternetFamily> = { fibre: 'fibre-optique', adsl: 'adsl-xtra' };
const OTHER: Record<Technology, Technology> = { fibre: 'adsl', adsl: 'fibre' };
/** Offered wherever the lines do not reach: a 4G/5G box and the holiday router need no line. */
const WITHOUT_LINE: HomeInternetFamily[] = ['idar-duo', 'vacay-wifi'];

const speedOf = (product: CatalogProduct) => product.allowances?.speedMbps ?? 0;

/**
 * The catalogue's offers of a technology that a building can get (speed up to its maximum), and
 * the other internet offers to suggest: the other technology where it is there (fibre beside an
 * ADSL test, ADSL when fibre has not arrived) and, when the test failed, the offers without a line.
 */
export async function eligibilityOffers(
  catalogue: Pick<ProductsRepository, 'filtered'>,
  { technology, segment, coverage, eligible }: { technology: Technology; segment: CatalogSegment; coverage: BuildingCoverage; eligible: boolean },
): Promise<{ offers: CatalogProduct[]; alternatives: CatalogProduct[] }> {
  // The cheapest first (then the catalogue's own order).
  const rows = await catalogue.filtered({ family: 'home-internet', segment }, {}, 'price-asc');
  const products = rows.map(toCatalogProduct);
  const fitting = (tech: Technology) => {
    const max = tech === 'fibre' ? coverage.fibreMaxMbps : coverage.adslMaxMbps;
    return max === undefined ? [] : products.filter((product) => product.homeFamily === FAMILY_OF[tech] && speedOf(product) <= max);
  };
  const other = OTHER[technology];
  // Suggesting ADSL to a customer who can have the fibre would be a step down.
  const otherTechnology = eligible && other === 'adsl' ? [] : fitting(other);
  const withoutLine = eligible ? [] : WITHOUT_LINE.flatMap((family) => products.filter((product) => product.homeFamily === family));
  return { offers: eligible ? fitting(technology) : [], alternatives: [...otherTechnology, ...withoutLine] };
}
