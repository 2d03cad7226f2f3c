import { offerNameIn } from '@atlas/contracts/catalog';
import type { CartItem } from '@atlas/contracts/shop';

/**
 * The shop's naming rule (spec §3 "offer_name_ar, offer_name_fr and offerName": the Arabic name
 * for Arabic, otherwise the French one), for the recharge's products and its cart alike, so a
 * product keeps one name from the list to the cart, the recap and the result.
 */
export const productNameIn = (name: { fr: string; ar: string }, language: string): string =>
  offerNameIn({ offer_name_fr: name.fr, offer_name_ar: name.ar }, language);

/** A cart item's name in the page's language, by the same rule. */
export const itemName = (item: Pick<CartItem, 'offer_name_fr' | 'offer_name_ar'>, language: string): string => offerNameIn(item, language);
