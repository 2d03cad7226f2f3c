import type { Channel } from 'redux-saga';
import { actionChannel, call, put, select, take, takeEvery } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { busEvents, type CartItemRequest } from '@atlas/contracts';
import { errorCodeOf, errorText, getI18n, localStore, sessionStore, STORAGE_KEYS } from '@atlas/runtime';
import { notify, showToast } from '@atlas/ui-kit';
import type { Cart } from '@atlas/contracts/shop';
import { offerNameIn } from '@atlas/contracts/catalog';
import { addToCart, createCart, pullCart, removeCartItem } from '../../components/cart-api';
import { cartActions, selectCart, selectCartId } from '../../components/cart-slice';
import { forgetStoredCart, readStoredCart, storeCart } from './cart-storage';
import { summaryOf } from './cart-summary';
import { BASKET_NS } from '../../i18n/basket';

/** Codes of a pull meaning the cart kept locally is gone for good. */
const GONE = new Set(['cart-001', 'not-found']);

/** After every change: the cart in local storage, and its summary on the bus for the basket panels. */
function* persistAndAnnounce() {
  const cart: Cart | null = yield select(selectCart);
  if (cart) storeCart(cart);
  else forgetStoredCart();
  yield put(busEvents.cartUpdated(summaryOf(cart)));
}

function* announce() {
  const cart: Cart | null = yield select(selectCart);
  yield put(busEvents.cartUpdated(summaryOf(cart)));
}

/** At start: the cart kept locally at once, then the server's. */
function* restore() {
  const stored = readStoredCart();
  yield put(cartActions.restored(stored));
  yield* announce();
  if (stored) yield* pull(stored.cartId);
}

function* pull(cartId: string) {
  try {
    const cart: Cart = yield call(pullCart, cartId);
    yield put(cartActions.received(cart));
  } catch (error) {
    if (GONE.has(errorCodeOf(error))) yield put(cartActions.cleared());
    else yield put(cartActions.pullFailed());
  }
}

/** Option values travel as text (a colour, a chosen number, a booking reference). */
const textOptions = (options: CartItemRequest['options']): Record<string, string> | undefined =>
  options
    ? Object.fromEntries(
        Object.entries(options)
          .filter(([, value]) => value !== undefined && value !== null)
          .map(([key, value]) => [key, String(value)]),
      )
    : undefined;

function* add({ payload }: ReturnType<typeof busEvents.cartItemAddRequested>) {
  yield put(cartActions.changeStarted());
  try {
    const cartId: string | null = yield select(selectCartId);
    const options = textOptions(payload.options);
    const cart: Cart = yield call(addToCart, cartId, {
      productType: payload.productType as Cart['items'][number]['productType'],
      productId: payload.productId,
      quantity: payload.quantity ?? 1,
      ...(options ? { options } : {}),
    });
    yield put(cartActions.received(cart));
    yield put(cartActions.changeEnded({}));
    const added = [...cart.items].reverse().find((item) => item.productId === payload.productId);
    const i18n = getI18n();
    if (added) yield call(showToast, { kind: 'success', text: i18n.t(`${BASKET_NS}:added`, { name: offerNameIn(added, i18n.language) }) });
  } catch (error) {
    const code = errorCodeOf(error);
    yield put(cartActions.changeEnded({ error: code }));
    yield notify({ kind: 'error', message: code, isErrorCode: true });
  }
}

function* remove({ payload }: ReturnType<typeof cartActions.removeRequested>) {
  const cartId: string | null = yield select(selectCartId);
  if (!cartId) return;
  yield put(cartActions.changeStarted());
  try {
    const cart: Cart = yield call(removeCartItem, { cartId, itemId: payload.itemId });
    yield put(cartActions.received(cart));
    yield put(cartActions.changeEnded({}));
  } catch (error) {
    const code = errorCodeOf(error);
    yield put(cartActions.changeEnded({ error: code }));
    yield notify({ kind: 'error', message: code, isErrorCode: true });
  }
}

/** Signed in: the customer's cart takes over the visitor's, so it follows them from device to device. */
function* follow() {
  const cartId: string | null = yield select(selectCartId);
  yield put(cartActions.changeStarted());
  try {
    const cart: Cart = yield call(createCart, cartId ? { kind: 'shop', cartId } : { kind: 'shop' });
    yield put(cartActions.received(cart));
    yield put(cartActions.changeEnded({}));
    // What the customer's cart could not take from the visitor's (a rule it would break) is said.
    const dropped = cart.droppedItems ?? [];
    if (dropped.length > 0) {
      const i18n = getI18n();
      yield call(showToast, { kind: 'error', text: i18n.t(`${BASKET_NS}:dropped`, { count: dropped.length, reason: errorText(dropped[0]!.code) }) });
    }
  } catch (error) {
    yield put(cartActions.changeEnded({ error: errorCodeOf(error) }));
  }
}

/** Signed out: the cart, the purchase in progress and the last payment were the customer's. */
function* forgetCustomer() {
  sessionStore.remove(STORAGE_KEYS.checkoutDraft);
  localStore.remove(STORAGE_KEYS.paimentData);
  yield put(cartActions.cleared());
}

function* reload() {
  const cartId: string | null = yield select(selectCartId);
  if (cartId) yield* pull(cartId);
}

/**
 * The shop cart, run from the header basket on every page: restores it, adds what other parts
 * ask for on the bus, follows the customer who signs in, and tells the page after every change.
 * Changes run one at a time, so two quick adds never create two carts.
 */
export function* cartSaga() {
  const changes: Channel<UnknownAction> = yield actionChannel([
    busEvents.cartItemAddRequested.type,
    cartActions.removeRequested.type,
    busEvents.sessionSignedIn.type,
    busEvents.sessionSignedOut.type,
    cartActions.reloadRequested.type,
  ]);
  yield takeEvery([cartActions.received.type, cartActions.cleared.type], persistAndAnnounce);
  yield takeEvery(cartActions.summaryRequested.type, announce);
  yield* restore();
  for (;;) {
    const action: UnknownAction = yield take(changes);
    if (busEvents.cartItemAddRequested.match(action)) yield call(add, action);
    else if (cartActions.removeRequested.match(action)) yield call(remove, action);
    else if (busEvents.sessionSignedIn.match(action)) yield call(follow);
    else if (busEvents.sessionSignedOut.match(action)) yield call(forgetCustomer);
    else if (cartActions.reloadRequested.match(action)) yield call(reload);
  }
}
