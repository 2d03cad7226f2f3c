import type { CartSummary } from '@atlas/contracts';
import type { Cart, CartItem } from '@atlas/contracts/shop';

const EMPTY_SUMMARY: CartSummary = { cartId: null, itemCount: 0, total: 0, monthlyTotal: 0, items: [] };

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Totals of items kept locally, for the first paint after a reload (the server's cart follows):
 * what is due now (one-off prices and first months) and each month after.
 */
export function totalsOf(items: readonly CartItem[]): Pick<Cart, 'itemCount' | 'total' | 'monthlyTotal'> {
  return items.reduce(
    (sum, item) => ({
      itemCount: sum.itemCount + item.quantity,
      total: (cents(sum.total) + cents(item.unitPrice) * item.quantity) / 100,
      monthlyTotal: item.period === 'month' ? (cents(sum.monthlyTotal) + cents(item.unitPrice) * item.quantity) / 100 : sum.monthlyTotal,
    }),
    { itemCount: 0, total: 0, monthlyTotal: 0 },
  );
}

/** What the basket panels read (the bus contract's `CartSummary`). */
export function summaryOf(cart: Cart | null): CartSummary {
  if (!cart) return EMPTY_SUMMARY;
  return {
    cartId: cart.cartId,
    itemCount: cart.itemCount,
    total: cart.total,
    monthlyTotal: cart.monthlyTotal,
    items: cart.items.map((item) => ({
      itemId: item.itemId,
      productType: item.productType,
      name: { fr: item.offer_name_fr, ar: item.offer_name_ar, en: item.offer_name_en },
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      period: item.period,
    })),
  };
}
