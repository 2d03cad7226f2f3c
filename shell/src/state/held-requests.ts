import { createSlice, type Middleware, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { busEvents } from '@atlas/contracts';
import { type PlatformStore } from '@atlas/runtime';

/**
 * Requests on the bus whose only listener is a saga of a remote that may not run yet, by the key
 * it runs under: the cart's saga (`cart`, run by mf-cart-payment's header basket and pages) takes
 * `cart/itemAddRequested`. Such a request is kept until that saga runs, then handed to it.
 */
const HELD_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  cart: [busEvents.cartItemAddRequested.type],
};

/** Which sagas a held request waits for: the slot whose widget runs it loads at once. */
export interface HeldRequestsState {
  awaited: string[];
}

export const heldRequestsSlice = createSlice({
  name: 'heldRequests',
  initialState: { awaited: [] } as HeldRequestsState,
  reducers: {
    awaited: (state, action: PayloadAction<string>) => {
      if (!state.awaited.includes(action.payload)) state.awaited.push(action.payload);
    },
  },
});

/** Marks a held request handed over: its saga hears it again, nothing else does (it was seen once). */
const HANDED_OVER = 'atlas/handedOver';

const isHandedOver = (action: UnknownAction): boolean => (action.meta as Record<string, unknown> | undefined)?.[HANDED_OVER] === true;

/**
 * The middleware (after redux-saga's) that keeps the requests of `HELD_REQUESTS` while their saga
 * does not run, and `attach`, which hands them to the saga as soon as it is injected. A request
 * goes through the page once as usual (reducers, the window broadcast); the copy handed over
 * later reaches the sagas only.
 */
export function createRequestHold(held: Readonly<Record<string, readonly string[]>> = HELD_REQUESTS) {
  const keyOf = new Map(Object.entries(held).flatMap(([key, types]) => types.map((type) => [type, key] as const)));
  const kept = new Map<string, UnknownAction[]>();
  let store: PlatformStore | null = null;

  const middleware: Middleware = (api) => (next) => (action) => {
    const request = action as UnknownAction;
    if (isHandedOver(request)) return request;
    const key = keyOf.get(request.type);
    const result = next(action);
    if (key && store && !store.hasSaga(key)) {
      kept.set(key, [...(kept.get(key) ?? []), request]);
      api.dispatch(heldRequestsSlice.actions.awaited(key));
    }
    return result;
  };

  /** Hands a saga what was kept for its key once it runs (its first `take` or action channel is set up synchronously). */
  function attach(platformStore: PlatformStore): void {
    store = platformStore;
    const inject = platformStore.injectSaga;
    platformStore.injectSaga = (key, saga) => {
      const task = inject(key, saga);
      const waiting = kept.get(key) ?? [];
      kept.delete(key);
      for (const request of waiting) platformStore.dispatch({ ...request, meta: { ...(request.meta as object | undefined), [HANDED_OVER]: true } });
      return task;
    };
  }

  return { middleware, attach };
}
