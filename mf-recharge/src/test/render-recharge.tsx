import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { Route, Routes, useLocation } from 'react-router-dom';
import { type Language } from '@atlas/contracts';
import { configureApiClient, createPlatformStore, sessionActions, sessionSlice } from '@atlas/runtime';
import { renderWithPlatform } from '@atlas/test-kit/render-with-platform';
import RechargeRoutes from '../routes';

Object.assign(globalThis, { __PART_VERSION__: '1.0.0-test' });

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** The recharge routes at a path, as the shell renders them (store with the session, i18n, theme, router). */
export function renderRecharge(path: string, { language = 'fr' as Language } = {}) {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = createPlatformStore({ devTools: false, reducers: { session: sessionSlice.reducer }, middleware: [recorder] });
  store.dispatch(sessionActions.sessionClosed());
  configureApiClient({ getSession: () => null });
  const view = renderWithPlatform(
    <>
      <Routes>
        <Route path={language === 'fr' ? '*' : `${language}/*`} element={<RechargeRoutes language={language} selfCarePrefix="/espace-client" />} />
      </Routes>
      <Where />
    </>,
    { language, path, store },
  );
  return { ...view, store, actions, where: () => view.getByTestId('where').textContent };
}
