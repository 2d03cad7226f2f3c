import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { takeEvery } from 'redux-saga/effects';
import { busEvents } from '@atlas/contracts';
import { createPlatformStore, sessionActions, sessionSlice } from '@atlas/runtime';
import { renderWithPlatform } from '@atlas/test-kit';
import type { Profile } from '@atlas/contracts';
import { RequireSignIn, signInPath } from './require-sign-in';

const profile: Profile = {
  id: 'p',
  crmId: 'c',
  civility: null,
  firstName: 'Salma',
  lastName: 'Idrissi',
  email: 's@example.ma',
  birthDate: null,
  segment: 'B2C',
  hasAvatar: false,
  lines: [],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function setup(path: string, language: 'fr' | 'ar' = 'fr') {
  const store = createPlatformStore({ devTools: false, reducers: { session: sessionSlice.reducer } });
  const asked: string[] = [];
  store.injectSaga('spy', function* () {
    yield takeEvery(busEvents.profileRefreshRequested.type, (action: { type: string }) => void asked.push(action.type));
  });
  const view = renderWithPlatform(
    <Routes>
      <Route path="*" element={<RequireSignIn language={language}>{<p>Mes soldes</p>}</RequireSignIn>} />
      <Route path="/espace-client/login" element={<Where />} />
      <Route path="/ar/espace-client/login" element={<Where />} />
    </Routes>,
    { store, path, language },
  );
  return { ...view, store, asked };
}

describe('signInPath', () => {
  it('builds the sign-in route of a language with the way back', () => {
    expect(signInPath('fr')).toBe('/espace-client/login');
    expect(signInPath('ar', '/ar/espace-client/dashboard?x=1')).toBe('/ar/espace-client/login?redirect=%2Far%2Fespace-client%2Fdashboard%3Fx%3D1');
  });

  it('refuses a way back to another site', () => {
    expect(signInPath('en', '//evil.example/x')).toBe('/en/espace-client/login');
    expect(signInPath('fr', 'https://evil.example')).toBe('/espace-client/login');
  });
});

describe('RequireSignIn', () => {
  it('shows a skeleton while the session is being read', () => {
    setup('/espace-client/dashboard');
    expect(screen.queryByText('Mes soldes')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  });

  it('sends an anonymous visitor to sign-in with the page and its query as the way back', () => {
    const { store } = setup('/ar/espace-client/dashboard/details?category=data', 'ar');
    act(() => void store.dispatch(sessionActions.sessionClosed()));
    expect(screen.getByTestId('where')).toHaveTextContent('/ar/espace-client/login?redirect=%2Far%2Fespace-client%2Fdashboard%2Fdetails%3Fcategory%3Ddata');
  });

  it('asks for the profile once when signed in without one, then shows the page', () => {
    const { store, asked } = setup('/espace-client/dashboard');
    act(() => void store.dispatch(sessionActions.sessionOpened({ expiresAt: 2_000_000_000 })));
    expect(asked).toHaveLength(1);
    expect(screen.queryByText('Mes soldes')).not.toBeInTheDocument();
    act(() => void store.dispatch(sessionActions.profileStored({ profile, selectedLine: null })));
    expect(screen.getByText('Mes soldes')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('offers a retry when the profile could not be loaded', () => {
    const { store, asked } = setup('/espace-client/dashboard');
    act(() => {
      store.dispatch(sessionActions.sessionOpened({ expiresAt: 2_000_000_000 }));
      store.dispatch(sessionActions.profileLoading());
      store.dispatch(sessionActions.profileFailed());
    });
    // The failure is shown, not retried in a loop behind the customer's back.
    expect(asked).toHaveLength(0);
    act(() => screen.getByRole('button', { name: 'Réessayer' }).click());
    expect(asked).toHaveLength(1);
  });
});
