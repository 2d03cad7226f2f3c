import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PlatformRootState } from '@atlas/runtime';
import type { Cart } from '@atlas/contracts/shop';

export interface CartState {
  cart: Cart | null;
  /** `restoring` until the server answered for the cart kept locally; `offline` when it could not. */
  status: 'restoring' | 'ready' | 'offline';
  /** Changes in flight (adds, removals, the sign-in takeover). */
  changing: number;
  /** Code of the last refused change, for the page that made it. */
  error: string | null;
}

declare module '@atlas/runtime' {
  interface PlatformRootState {
    cart?: CartState;
  }
}

const initialState: CartState = { cart: null, status: 'restoring', changing: 0, error: null };

/** An answer older than the cart held (a slow pull after an add) does not win. */
const isStale = (held: Cart | null, next: Cart) =>
  !!held && held.cartId === next.cartId && !!held.updatedAt && !!next.updatedAt && next.updatedAt < held.updatedAt;

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** The cart kept in local storage, before the server answered. */
    restored(state, action: PayloadAction<Cart | null>) {
      state.cart = action.payload;
      state.status = action.payload ? 'restoring' : 'ready';
    },
    /** The server's cart after a pull or a change. */
    received(state, action: PayloadAction<Cart>) {
      if (action.payload.status === 'ordered') state.cart = null;
      else if (!isStale(state.cart, action.payload)) state.cart = action.payload;
      state.status = 'ready';
      state.error = null;
    },
    /** No cart any more: ordered and paid, unknown to the server, or its customer signed out. */
    cleared(state) {
      state.cart = null;
      state.status = 'ready';
      state.error = null;
    },
    pullFailed(state) {
      state.status = 'offline';
    },
    changeStarted(state) {
      state.changing += 1;
      state.error = null;
    },
    changeEnded(state, action: PayloadAction<{ error?: string }>) {
      state.changing = Math.max(0, state.changing - 1);
      state.error = action.payload.error ?? null;
    },
    removeRequested(_state, _action: PayloadAction<{ itemId: string }>) {},
    /** A page with a basket panel asks for the summary again (another part may have spoken last). */
    summaryRequested() {},
    reloadRequested(state) {
      state.status = state.cart ? 'restoring' : state.status;
    },
  },
});

export const cartActions = cartSlice.actions;

const cartStateOf = (state: PlatformRootState): CartState => state.cart ?? initialState;
export const selectCart = (state: PlatformRootState) => cartStateOf(state).cart;
export const selectCartStatus = (state: PlatformRootState) => cartStateOf(state).status;
export const selectCartChanging = (state: PlatformRootState) => cartStateOf(state).changing > 0;
export const selectCartId = (state: PlatformRootState) => cartStateOf(state).cart?.cartId ?? null;
