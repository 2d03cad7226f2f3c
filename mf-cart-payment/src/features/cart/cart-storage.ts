import { localStore, STORAGE_KEYS } from '@atlas/runtime';
import type { Cart, CartItem } from '@atlas/contracts/shop';
import { totalsOf } from './cart-summary';

/** The cart as kept in local storage (spec: cartId and cartItems), so a reload shows it at once. */
export function readStoredCart(): Cart | null {
  const cartId = localStore.get(STORAGE_KEYS.cartId);
  if (!cartId) return null;
  const stored = localStore.getJson<CartItem[]>(STORAGE_KEYS.cartItems);
  const items = Array.isArray(stored) ? stored : [];
  return { cartId, kind: 'shop', status: 'open', items, ...totalsOf(items), currency: 'MAD', updatedAt: '' };
}

export function storeCart(cart: Cart): void {
  localStore.set(STORAGE_KEYS.cartId, cart.cartId);
  localStore.setJson(STORAGE_KEYS.cartItems, cart.items);
}

export function forgetStoredCart(): void {
  localStore.remove(STORAGE_KEYS.cartId);
  localStore.remove(STORAGE_KEYS.cartItems);
}
