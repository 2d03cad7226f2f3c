import { broadcastBusEvents, type Language } from '@atlas/contracts';
import { createPlatformStore, sessionSlice } from '@atlas/runtime';
import { toastSaga } from '@atlas/ui-kit';
import type { ShellState } from '../state/shell-state';
import { appSlice } from '../state/app-slice';
import { basketSlice } from '../state/basket-slice';
import { createLocaleSlice } from '../state/locale-slice';
import { megaMenuSlice } from '../state/mega-menu-slice';
import { megaMenuSaga } from '../state/mega-menu-saga';

/** The page's one store: the shell's slices now, each remote's when its first route is visited. */
export function createShellStore(language: Language) {
  const store = createPlatformStore({
    reducers: {
      app: appSlice.reducer,
      basket: basketSlice.reducer,
      locale: createLocaleSlice(language).reducer,
      megaMenu: megaMenuSlice.reducer,
      session: sessionSlice.reducer,
    },
    middleware: [broadcastBusEvents],
  });
  store.injectSaga('shell/megaMenu', megaMenuSaga);
  store.injectSaga('shell/toasts', toastSaga);
  return store;
}

export const shellState = (state: unknown): ShellState => state as ShellState;
