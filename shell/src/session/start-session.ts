import { takeEvery } from 'redux-saga/effects';
import { busEvents } from '@atlas/contracts';
import { configureApiClient, createTokenVault, localeFromPath, type PlatformStore, type TokenVault } from '@atlas/runtime';
import { signInPath } from '@atlas/ui-kit';
import { navigateTo } from './navigation-bridge';
import { createSessionController } from './session-controller';
import { sessionSaga } from './session-saga';

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * Wires the session into the page: the api client's hooks (tokens, selected line, refresh on a
 * 401, sign-in when needed, the sdata area), the session saga and the navigation it asks for.
 */
export function startSession(store: PlatformStore, selfCarePrefix: () => string, vault: TokenVault = createTokenVault()) {
  const controller = createSessionController({ store, vault });
  const goToSignIn = () => {
    const { language, rest } = localeFromPath(window.location.pathname);
    if (!rest.startsWith(`${selfCarePrefix()}/login`)) {
      store.dispatch(busEvents.navigationRequested({ to: signInPath(language, currentPath(), selfCarePrefix()), replace: true }));
    }
  };
  configureApiClient({
    getSession: () => controller.tokens(),
    getSelectedLine: () => store.getState().session?.selectedLine ?? null,
    refreshSession: () => controller.refresh(),
    onSignInRequired: goToSignIn,
    getArea: () => (localeFromPath(window.location.pathname).rest.startsWith(selfCarePrefix()) ? 'selfcare' : 'public'),
  });
  store.injectSaga('shell/session', function* () {
    yield takeEvery(busEvents.navigationRequested.type, (action: ReturnType<typeof busEvents.navigationRequested>) =>
      navigateTo(action.payload.to, { replace: action.payload.replace }),
    );
    yield takeEvery(busEvents.sessionSignedOut.type, (action: ReturnType<typeof busEvents.sessionSignedOut>) => {
      const { language, rest } = localeFromPath(window.location.pathname);
      // Signed out on purpose: the sign-in page, with no way back to the page just left.
      if (action.payload.reason === 'user')
        store.dispatch(busEvents.navigationRequested({ to: signInPath(language, undefined, selfCarePrefix()), replace: true }));
      // Refused while in use: sign in again and come back here. Another tab: leave self-care pages.
      else if (action.payload.reason === 'refused' || rest.startsWith(selfCarePrefix())) goToSignIn();
    });
    yield* sessionSaga(controller);
  });
  return controller;
}
