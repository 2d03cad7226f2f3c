import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { Profile } from '@atlas/contracts';
import { createPlatformStore, sessionActions, sessionSlice } from '@atlas/runtime';
import { cartSlice } from '../components/cart-slice';

/** A store as the shell makes it (session slice, the signed-in customer's profile when given), with the cart's reducer, recording every action. */
export function shopStore({ signedIn = false, profile = null as Profile | null } = {}) {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = createPlatformStore({ devTools: false, reducers: { session: sessionSlice.reducer, cart: cartSlice.reducer }, middleware: [recorder] });
  if (signedIn) store.dispatch(sessionActions.sessionOpened({ expiresAt: Math.floor(Date.now() / 1000) + 300 }));
  else store.dispatch(sessionActions.sessionClosed());
  if (profile) store.dispatch(sessionActions.profileStored({ profile, selectedLine: null }));
  return { store, actions, ofType: (type: string) => actions.filter((action) => action.type === type) };
}
