import { useMemo } from 'react';
import { useAppDispatch, usePlatformStore } from '@atlas/runtime';
import type { AddCartItemRequest, Cart, CartItem } from '@atlas/contracts/shop';
import { addToCart, pullCart, removeCartItem } from './cart-api';
import { cartActions, selectCart } from './cart-slice';

export type NewCartItem = Omit<AddCartItemRequest, 'cartId'>;

/**
 * Cart changes a page waits for (a funnel step adds its plan and number, then moves on). The
 * answer goes through the cart's state, so storage, the header and the panels follow.
 */
export function useCartChanges() {
  const store = usePlatformStore();
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const current = (): Cart | null => selectCart(store.getState());
    const take = (cart: Cart) => {
      dispatch(cartActions.received(cart));
      return cart;
    };
    const add = async (item: NewCartItem) => take(await addToCart(current()?.cartId ?? null, item));
    const remove = async (itemId: string) => {
      const cart = current();
      return cart ? take(await removeCartItem({ cartId: cart.cartId, itemId })) : null;
    };
    /**
     * Makes `item` the cart's only one of `isSame`'s kind: removes the others of that kind, then
     * adds it unless it is already there (`isHeld`). Answers the cart and the item.
     */
    const replace = async (
      item: NewCartItem,
      isSame: (held: CartItem) => boolean,
      isHeld: (held: CartItem) => boolean,
    ): Promise<{ cart: Cart; item: CartItem | undefined }> => {
      let cart = current();
      for (const other of cart?.items.filter((held) => isSame(held) && !isHeld(held)) ?? []) cart = (await remove(other.itemId)) ?? cart;
      if (!cart?.items.some(isHeld)) cart = await add(item);
      return { cart, item: cart.items.find(isHeld) };
    };
    /** The cart to go on with (the one a cancelled bank-bill reference reopened). */
    const adopt = async (cartId: string) => take(await pullCart(cartId));
    return { current, add, remove, replace, adopt };
  }, [store, dispatch]);
}
