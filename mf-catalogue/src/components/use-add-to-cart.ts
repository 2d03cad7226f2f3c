import { useCallback } from 'react';
import { busEvents } from '@atlas/contracts';
import { useAppDispatch } from '@atlas/runtime';
import type { CatalogProduct } from '@atlas/contracts/catalog';

/**
 * Puts a product in the cart: the catalogue only emits `cart/itemAddRequested` on the bus; the
 * cart remote owns the cart, says "added" once the server took it (or why it refused), and
 * answers with `cart/updated`.
 */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  return useCallback(
    (product: CatalogProduct, options?: Record<string, unknown>) => {
      dispatch(busEvents.cartItemAddRequested({ productType: product.productType, productId: product.id, quantity: 1, ...(options ? { options } : {}) }));
    },
    [dispatch],
  );
}
