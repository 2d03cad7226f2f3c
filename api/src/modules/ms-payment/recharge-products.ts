import { sortRechargeProducts, type RechargeProduct } from '@atlas/contracts/recharge';
import type { CartProductSource } from '../../checkout/registries';
import { allRechargeProducts, rechargeProduct, type RechargeProductRow } from './recharge.repository';
import { rechargeableLine, type RechargeSegment } from './recharge-lines';
import { ApiError } from '../../errors';
import type { UnitOfWork } from '../../db/unit-of-work';

export function toRechargeProduct(row: RechargeProductRow): RechargeProduct {
  return {
    id: row.id,
    productType: row.productType,
    categories: row.categories,
    ProductSpecs: { segment: row.segments, rechargeType: row.rechargeType, validity: row.validityDays },
    pricing: { finalPrice: row.priceCentimes / 100 },
    name: row.name,
    description: row.description,
    credit: row.credit,
  };
}

/** The products a line of this segment may buy, 'Dh' first then by category picto. */
export async function productsFor(work: UnitOfWork, segment: RechargeSegment): Promise<RechargeProduct[]> {
  const rows = await allRechargeProducts(work);
  return sortRechargeProducts(rows.filter((row) => row.segments.includes(segment)).map(toRechargeProduct));
}

/**
 * The cart's source of recharge and pass products: `options.mdn` names the line; the product
 * must be of that type and sold to that line's segment. The line's own refusal (payment-014,
 * payment-019) is passed on, so the page says why.
 */
export const rechargeProductSource =
  (productType: 'recharge' | 'pass'): CartProductSource =>
  async (work, productId, options) => {
    const mdn = options.mdn;
    if (!mdn) return null;
    const line = await rechargeableLine(work, mdn);
    const row = await rechargeProduct(work, productId);
    if (!row || row.productType !== productType) return null;
    if (!row.segments.includes(line.segment))
      throw new ApiError(422, 'payment-019', 'This line cannot buy this product', [{ field: 'productId', rule: 'segment' }]);
    return { name: row.name, image: null, unitPriceCentimes: row.priceCentimes, period: 'once', inStock: true };
  };
