import { useCallback, useMemo, useState } from 'react';
import { errorCodeOf, skipToken, useAppDispatch } from '@atlas/runtime';
import { useSelfCarePrefix, useSession } from '@atlas/ui-kit';
import type { Cart } from '@atlas/contracts/shop';
import type { RechargeProduct } from '@atlas/contracts/recharge';
import { addRechargeItem, createRechargeCart, rechargeCartChanged, removeRechargeItem, toStoredCart, useRechargeCartQuery } from './recharge-api';
import { readRechargeCart, storeRechargeCart, type StoredRechargeCart } from './recharge-storage';

/**
 * A recharge cart for this number. A signed-in customer's open recharge cart follows them (the
 * server answers it); one left for another number is emptied first, a cart being for one number.
 */
async function startCartFor(mdn: string): Promise<string> {
  const cart = await createRechargeCart();
  for (const item of cart.items) if (item.options?.mdn !== mdn) await removeRechargeItem(cart.cartId, item.itemId);
  return cart.cartId;
}

/**
 * The recharge cart of one number: the one kept locally while it is open and for that number,
 * else a new one at the first product. Changes run one at a time (the button is busy meanwhile).
 */
export function useRechargeCart(mdn: string | null) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The cart this page changed last (a new cart, an item more or less), for this number.
  const [changed, setChanged] = useState<StoredRechargeCart | null>(null);
  const kept = useMemo(() => readRechargeCart(), [mdn]);
  const keptForNumber = kept && kept.mdn === mdn ? kept : null;
  // The kept cart is shown at once and checked with the server: paid or dropped, there is none.
  const pulled = useRechargeCartQuery(keptForNumber ? { cartId: keptForNumber.cartId, mdn: keptForNumber.mdn } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const fromServer = pulled.isError ? null : pulled.currentData === undefined ? keptForNumber : pulled.currentData;
  const cart = changed && changed.mdn === mdn ? changed : fromServer;

  const keep = useCallback(
    (next: StoredRechargeCart) => {
      storeRechargeCart(next);
      setChanged(next);
      dispatch(rechargeCartChanged());
    },
    [dispatch],
  );

  const add = useCallback(
    async (product: Pick<RechargeProduct, 'id' | 'productType'>) => {
      if (!mdn) return null;
      setBusy(true);
      setError(null);
      try {
        const cartId = cart?.cartId ?? (await startCartFor(mdn));
        let fresh: Cart;
        try {
          fresh = await addRechargeItem(cartId, product.productType, product.id, mdn);
        } catch (failure) {
          // The kept cart was paid or dropped meanwhile (another tab): a new one takes the product.
          if (!['cart-001', 'cart-006'].includes(errorCodeOf(failure))) throw failure;
          fresh = await addRechargeItem(await startCartFor(mdn), product.productType, product.id, mdn);
        }
        const next = toStoredCart(fresh, mdn);
        keep(next);
        return next;
      } catch (failure) {
        setError(errorCodeOf(failure));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [cart?.cartId, mdn, keep],
  );

  /** The cart holding this product only (a recharge repeated): what it held for the number goes first. */
  const replaceWith = useCallback(
    async (product: Pick<RechargeProduct, 'id' | 'productType'>) => {
      if (!mdn) return null;
      setBusy(true);
      setError(null);
      try {
        const cartId = cart?.cartId ?? (await startCartFor(mdn));
        let current = cart?.cartId === cartId ? cart.items : [];
        for (const item of current) {
          // One left by another tab is gone already: the cart as answered is what counts.
          current = (await removeRechargeItem(cartId, item.itemId).catch(() => null))?.items ?? current;
        }
        let fresh: Cart;
        try {
          fresh = await addRechargeItem(cartId, product.productType, product.id, mdn);
        } catch (failure) {
          if (!['cart-001', 'cart-006'].includes(errorCodeOf(failure))) throw failure;
          fresh = await addRechargeItem(await startCartFor(mdn), product.productType, product.id, mdn);
        }
        const next = toStoredCart(fresh, mdn);
        keep(next);
        return next;
      } catch (failure) {
        setError(errorCodeOf(failure));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [cart, mdn, keep],
  );

  const remove = useCallback(
    async (itemId: string) => {
      if (!cart || !mdn) return;
      setBusy(true);
      setError(null);
      try {
        keep(toStoredCart(await removeRechargeItem(cart.cartId, itemId), mdn));
      } catch (failure) {
        setError(errorCodeOf(failure));
      } finally {
        setBusy(false);
      }
    },
    [cart, mdn, keep],
  );

  const total = (cart?.items ?? []).reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  return { cart, total, busy, error, add, remove, replaceWith };
}

/** Where results go: under the self-care prefix for a signed-in customer. */
export function useResultPaths() {
  const { isSignedIn } = useSession();
  const prefix = useSelfCarePrefix();
  const base = isSignedIn ? `${prefix}/recharges/paiement` : '/recharges/paiement';
  return { base, ok: `${base}/ok`, failed: `${base}/echoue` };
}
