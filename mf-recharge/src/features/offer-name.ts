import { offerNameIn } from '@atlas/contracts/catalog';
import type { CartItem } from '@atlas/contracts/shop';

/**
 * The shop's naming rule (`offerNameIn`: each language its own name), for the recharge's products
 * and its cart alike, so a product keeps one name from the list to the cart, the recap and the result.
 */
export const productNameIn = (name: { fr: string; ar: string; en?: string }, language: string): string =>
  offerNameIn({ offer_name_fr: name.fr, offer_name_ar: name.ar, offer_name_en: name.en }, language);

/** A cart item's name in the page's language, by the same rule. */
export const itemName = (item: Pick<CartItem, 'offer_name_fr' | 'offer_name_ar'> & { offer_name_en?: string }, language: string): string =>
  offerNameIn(item, language);
