import { and, eq, isNull } from 'drizzle-orm';
import { NUMBER_CHANGE_FEE_DIRHAMS } from '@atlas/contracts/line-services';
import { mdnInText } from '@atlas/contracts/format-mdn';
import { formatPrice } from '@atlas/contracts/format-amount';
import type { CartProductSource } from '../../checkout/registries';
import { lines } from '../ms-iam/ms-iam.tables';
import { numberCategories, numberPool } from './ms-service.tables';
import { toCentimes } from '../../money';
import { outOfQuarantine } from './numbers';

/** A chosen number: productId is its category, options.mdn the number; in stock while unsold and not a line. */
export const chosenNumber: CartProductSource = async (db, categoryId, options) => {
  const mdn = options.mdn;
  if (!mdn || !/^0[5-7]\d{8}$/.test(mdn)) return null;
  const [row] = await db
    .select({ category: numberCategories, soldTo: numberPool.soldTo, line: lines.mdn })
    .from(numberPool)
    .innerJoin(numberCategories, eq(numberCategories.id, numberPool.categoryId))
    .leftJoin(lines, eq(lines.mdn, numberPool.mdn))
    .where(and(eq(numberPool.mdn, mdn), eq(numberPool.categoryId, categoryId), isNull(numberPool.soldTo), outOfQuarantine()));
  if (!row) return null;
  const { label } = row.category;
  // A line's number change (cart kind change-number) pays the change fees with the number.
  if (options.change === 'number') {
    const fees = NUMBER_CHANGE_FEE_DIRHAMS;
    return {
      name: {
        fr: `Changement de numéro vers ${mdnInText(mdn)} (${label.fr}) et frais de ${formatPrice(fees, 'fr')}`,
        ar: `تغيير الرقم إلى ${mdnInText(mdn)} (${label.ar}) ورسوم ${formatPrice(fees, 'ar')}`,
        en: `Number change to ${mdnInText(mdn)} (${label.en}) and ${formatPrice(fees, 'en')} fees`,
      },
      image: null,
      unitPriceCentimes: row.category.priceCentimes + toCentimes(fees),
      period: 'once',
      inStock: row.line === null,
    };
  }
  return {
    name: { fr: `Numéro ${mdnInText(mdn)} (${label.fr})`, ar: `الرقم ${mdnInText(mdn)} (${label.ar})`, en: `Number ${mdnInText(mdn)} (${label.en})` },
    image: null,
    unitPriceCentimes: row.category.priceCentimes,
    period: 'once',
    inStock: row.line === null,
  };
};
