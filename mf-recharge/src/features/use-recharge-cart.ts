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

type RechargeProductRef = Pick<RechargeProduct, 'id' | 'productType'>;

/** The product added to this cart; one paid or dropped meanwhile (another tab) gives way to a new one. */
async function addTo(cartId: string, product: RechargeProductRef, mdn: string): Promise<Cart> {
  try {
    return await addRechargeItem(cartId, product.productType, product.id, mdn);
  } catch (failure) {
    if (!['cart-001', 'cart-006'].includes(errorCodeOf(failure))) throw failure;
    return addRechargeItem(await startCartFor(mdn), product.productType, product.id, mdn);
  }
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

  /** One change of the cart at a time: the button is busy meanwhile, and a refusal is what shows. */
  const change = useCallback(
    async (work: (mdn: string) => Promise<Cart>) => {
      if (!mdn) return null;
      setBusy(true);
      setError(null);
      try {
        const next = toStoredCart(await work(mdn), mdn);
        keep(next);
        return next;
      } catch (failure) {
        setError(errorCodeOf(failure));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [mdn, keep],
  );

  const add = useCallback(
    (product: RechargeProductRef) => change(async (mdn) => addTo(cart?.cartId ?? (await startCartFor(mdn)), product, mdn)),
    [cart?.cartId, change],
  );

  /** The cart holding this product only (a recharge repeated): what it held for the number goes first. */
  const replaceWith = useCallback(
    (product: RechargeProductRef) =>
      change(async (mdn) => {
        const cartId = cart?.cartId ?? (await startCartFor(mdn));
        let current = cart?.cartId === cartId ? cart.items : [];
        for (const item of current) {
          // One left by another tab is gone already: the cart as answered is what counts.
          current = (await removeRechargeItem(cartId, item.itemId).catch(() => null))?.items ?? current;
        }
        return addTo(cartId, product, mdn);
      }),
    [cart, change],
  );

  const remove = useCallback(
    async (itemId: string) => {
      if (!cart) return;
      await change(() => removeRechargeItem(cart.cartId, itemId));
    },
    [cart, change],
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
