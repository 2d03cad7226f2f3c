import { NUMBER_CHANGE_FEE_DIRHAMS } from '@atlas/contracts/line-services';
import { mdnInText } from '@atlas/contracts/format-mdn';
import { formatPrice } from '@atlas/contracts/format-amount';
import type { CartProductSource } from '../../checkout/registries';
import { toCentimes } from '../../money';
import { freeNumberOfCategory } from './numbers.repository';

/** A chosen number: productId is its category, options.mdn the number; in stock while unsold and not a line. */
export const chosenNumber: CartProductSource = async (work, categoryId, options) => {
  const mdn = options.mdn;
  if (!mdn || !/^0[5-7]\d{8}$/.test(mdn)) return null;
  const row = await freeNumberOfCategory(work, mdn, categoryId);
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
      inStock: !row.isLine,
    };
  }
  return {
    name: { fr: `Numéro ${mdnInText(mdn)} (${label.fr})`, ar: `الرقم ${mdnInText(mdn)} (${label.ar})`, en: `Number ${mdnInText(mdn)} (${label.en})` },
    image: null,
    unitPriceCentimes: row.category.priceCentimes,
    period: 'once',
    inStock: !row.isLine,
  };
};
