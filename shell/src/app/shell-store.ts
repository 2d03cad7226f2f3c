import { broadcastBusEvents, type Language } from '@atlas/contracts';
import { createPlatformStore, sessionSlice } from '@atlas/runtime';
import { toastSaga } from '@atlas/ui-kit';
import type { ShellState } from '../state/shell-state';
import { appSlice } from '../state/app-slice';
import { createRequestHold, heldRequestsSlice } from '../state/held-requests';
import { createLocaleSlice } from '../state/locale-slice';

/** The page's one store: the shell's slices now, each remote's when its first route is visited. */
export function createShellStore(language: Language) {
  const hold = createRequestHold();
  const store = createPlatformStore({
    reducers: {
      app: appSlice.reducer,
      heldRequests: heldRequestsSlice.reducer,
      locale: createLocaleSlice(language).reducer,
      session: sessionSlice.reducer,
    },
    middleware: [hold.middleware, broadcastBusEvents],
  });
  hold.attach(store);
  store.injectSaga('shell/toasts', toastSaga);
  return store;
}

export const shellState = (state: unknown): ShellState => state as ShellState;
