import { api, toApiError } from '@atlas/runtime';
import type { AddCartItemRequest, Cart, CreateCartRequest, RemoveCartItemRequest } from '@atlas/contracts/shop';
import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';

const PAYMENT_BASE = '/api/v1/ms-payment';

export const pullCart = (cartId: string) => api.get<Cart>(`${PAYMENT_BASE}/cart/pull`, { params: { cartId } });

/** A new shop cart; given a visitor's `cartId` while signed in, the customer's cart takes it over. */
export const createCart = (request: CreateCartRequest = { kind: 'shop' }) => api.post<Cart>(`${PAYMENT_BASE}/cart/create`, { kind: 'shop', ...request });

export const removeCartItem = (request: RemoveCartItemRequest) => api.post<Cart>(`${PAYMENT_BASE}/cart/remove`, request);

/** Codes meaning the cart kept locally cannot take the item any more: start a new one. */
const STALE_CART_CODES: readonly string[] = [SHOP_ERROR_CODES.cartUnknown, SHOP_ERROR_CODES.cartClosed, SHOP_ERROR_CODES.cartKindMismatch, 'not-found'];

/**
 * Adds an item to the shop cart, creating the cart first when there is none, or when the one
 * kept locally is gone (expired, already ordered, a recharge cart). Answers the cart as it stands.
 */
export async function addToCart(cartId: string | null, item: Omit<AddCartItemRequest, 'cartId'>): Promise<Cart> {
  const add = (id: string) => api.post<Cart>(`${PAYMENT_BASE}/cart/add`, { ...item, cartId: id });
  if (cartId) {
    try {
      return await add(cartId);
    } catch (error) {
      if (!STALE_CART_CODES.includes(toApiError(error).code)) throw error;
    }
  }
  const created = await createCart();
  return add(created.cartId);
}
