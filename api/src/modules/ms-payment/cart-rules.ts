import type { CartProductType } from '@atlas/contracts/catalog';
import { CART_LIMITS, SHOP_ERROR_CODES, type CartKind } from '@atlas/contracts/shop';

/** Recharges and passes make recharge carts; everything else is the shop's. */
export const cartKindOf = (productType: CartProductType): CartKind =>
  productType === 'facture' ? 'invoice' : productType === 'recharge' || productType === 'pass' ? 'recharge' : 'shop';

/**
 * What may join a smartphone only when it is the cart's single smartphone: plans, packs (home
 * internet), accessories and boxes, SIMs with their chosen number — every shop product that is
 * not a smartphone.
 */
export const SINGLE_SMARTPHONE_COMPANIONS = [
  'offre-mobile',
  'idar',
  'adsl',
  'home',
  'box-et-routeur',
  'choix-de-numeros',
] as const satisfies readonly CartProductType[];

export interface RuleItem {
  productType: CartProductType;
  quantity: number;
}

/**
 * The first rule the cart's content breaks, as its error code, or null. Checked on the content
 * a change would give, so a refused change leaves the cart as it was:
 * - cart-005: a recharge cart holds only recharges and passes, a shop cart none;
 * - cart-002: at most CART_LIMITS.maxProducts products (sum of quantities);
 * - cart-003: companions (SINGLE_SMARTPHONE_COMPANIONS) and smartphones together only when
 *   there is exactly one smartphone. Smartphones alone, or companions alone, are free.
 */
export function brokenCartRule(kind: CartKind, items: RuleItem[]): string | null {
  if (items.some((item) => cartKindOf(item.productType) !== kind)) return SHOP_ERROR_CODES.cartKindMismatch;
  if (items.reduce((sum, item) => sum + item.quantity, 0) > CART_LIMITS.maxProducts) return SHOP_ERROR_CODES.cartFull;
  const smartphones = items.filter((item) => item.productType === 'handset').reduce((sum, item) => sum + item.quantity, 0);
  const companions = items.some((item) => (SINGLE_SMARTPHONE_COMPANIONS as readonly string[]).includes(item.productType));
  if (companions && smartphones > 1) return SHOP_ERROR_CODES.singleSmartphone;
  return null;
}
