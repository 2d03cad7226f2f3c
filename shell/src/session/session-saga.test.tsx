import { act, render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { takeEvery } from 'redux-saga/effects';
import { busEvents } from '@atlas/contracts';
import { api, createPlatformStore, decodeSdata, localStore, resetApiClient, sessionSlice, STORAGE_KEYS, type PlatformStore } from '@atlas/runtime';
import { fakeApi, type FakeHandler } from '@atlas/test-kit/fake-api';
import { memoryVault, profile, tokens } from '../test/session-fixtures';
import { NavigationBridge } from './navigation-bridge';
import { startSession } from './start-session';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

type Payloaded = { type: string; payload?: unknown };

/** The shell as it runs in the page: a store, the session started, the router and its navigation bridge. */
function startShell(path: string, vault: ReturnType<typeof memoryVault>, handler: FakeHandler) {
  window.history.replaceState(null, '', path);
  const network = fakeApi(handler);
  const store: PlatformStore = createPlatformStore({ devTools: false, reducers: { session: sessionSlice.reducer } });
  const events: Payloaded[] = [];
  store.injectSaga('spy', function* () {
    yield takeEvery('*', (action: Payloaded) => void events.push(action));
  });
  render(
    <BrowserRouter>
      <NavigationBridge />
      <Where />
    </BrowserRouter>,
  );
  startSession(store, () => '/espace-client', vault);
  const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 120)));
  return { store, events, network, settled };
}

const answers =
  (renewed = tokens(300, 3600, 'renewed')): FakeHandler =>
  (request) => {
    if (request.url?.endsWith('/refresh-token')) return { status: 200, data: { ...renewed, expiresIn: 300 } };
    if (request.url?.endsWith('/signout')) return { status: 204, data: null };
    return { status: 200, data: profile };
  };

let restore: (() => void) | null = null;
beforeEach(() => localStorage.clear());
afterEach(() => {
  restore?.();
  restore = null;
  resetApiClient();
  jest.useRealTimers();
});

describe('session saga in the shell', () => {
  it('refreshes the access token ahead of its expiry, again and again, while the customer stays', async () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 22, 10, 0, 0) });
    const vault = memoryVault(tokens(60));
    const { network, events } = startShell('/espace-client/dashboard', vault, (request) =>
      request.url?.endsWith('/refresh-token')
        ? { status: 200, data: { ...tokens(60, 3600, `r${network.requests.length}`), expiresIn: 60 } }
        : { status: 200, data: profile },
    );
    restore = network.restore;
    const refreshes = () => network.requests.filter((request) => request.url?.endsWith('/refresh-token')).length;
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(refreshes()).toBe(0);
    // 60 s of life: refreshed 12 s (a fifth of it) before the end.
    await act(() => jest.advanceTimersByTimeAsync(46_000));
    expect(refreshes()).toBe(0);
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(refreshes()).toBe(1);
    expect(vault.value?.accessToken).not.toBe(network.requests[0]?.headers.Authorization);
    await act(() => jest.advanceTimersByTimeAsync(50_000));
    expect(refreshes()).toBe(2);
    expect(events.filter((event) => event.type === busEvents.sessionRefreshed.type)).toHaveLength(2);
    expect(screen.getByTestId('where')).toHaveTextContent('/espace-client/dashboard');
  });

  it('sends the customer to sign-in, with the way back, when the refresh is refused', async () => {
    const vault = memoryVault(tokens(-5));
    localStore.set(STORAGE_KEYS.cartId, 'c-1');
    const { network, settled, store } = startShell('/ar/espace-client/dashboard?tab=data', vault, (request) =>
      request.url?.endsWith('/refresh-token')
        ? { status: 401, data: { code: 'iam-refresh-invalid', error: 'iam-refresh-invalid', message: 'revoked' } }
        : { status: 200, data: profile },
    );
    restore = network.restore;
    await settled();
    expect(store.getState().session?.status).toBe('anonymous');
    expect(localStore.get(STORAGE_KEYS.cartId)).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/ar/espace-client/login?redirect=%2Far%2Fespace-client%2Fdashboard%3Ftab%3Ddata');
  });

  it('signs this tab out, and leaves the self-care page, when another tab signed out', async () => {
    const { network, settled, store, events } = startShell('/espace-client/mes-lignes', memoryVault(tokens(300)), answers());
    restore = network.restore;
    await settled();
    expect(store.getState().session?.status).toBe('signedIn');
    act(() => {
      localStorage.removeItem(STORAGE_KEYS.user);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user, oldValue: 'sealed', newValue: null, storageArea: localStorage }));
    });
    await settled();
    expect(store.getState().session?.status).toBe('anonymous');
    expect(events).toContainEqual(busEvents.sessionSignedOut({ reason: 'other-tab' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/espace-client/login?redirect=%2Fespace-client%2Fmes-lignes');
  });

  it('selects a line on request, and follows a line another tab selected', async () => {
    const { network, settled, store, events } = startShell('/espace-client/dashboard', memoryVault(tokens(300)), answers());
    restore = network.restore;
    await settled();
    expect(store.getState().session?.selectedLine?.mdn).toBe('0661234502');
    act(() => void store.dispatch(busEvents.lineSelectRequested({ mdn: '0661234501' })));
    expect(localStore.getJson(STORAGE_KEYS.selectedLine)).toEqual({ mdn: '0661234501', mdnSegmentationToken: 's1', tokenType: 'Bearer' });
    expect(events).toContainEqual(busEvents.lineSelected({ mdn: '0661234501' }));
    // The segmentation token of the selected line goes with every call.
    await api.get('/api/ms-balance/v1/balances', { authorized: true });
    expect(network.requests.at(-1)?.headers['mdn-segmentation-token']).toBe('Bearer s1');

    const other = JSON.stringify({ mdn: '0661234502', mdnSegmentationToken: 's2', tokenType: 'Bearer' });
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.selectedLine, newValue: other, storageArea: localStorage })));
    await settled();
    expect(store.getState().session?.selectedLine?.mdn).toBe('0661234502');
    // A line the profile does not hold is ignored.
    act(() => void store.dispatch(busEvents.lineSelectRequested({ mdn: '0699999999' })));
    expect(store.getState().session?.selectedLine?.mdn).toBe('0661234502');
  });

  it('signs out on request: tells the server with the tokens it had, clears the data, goes to sign-in', async () => {
    const vault = memoryVault(tokens(300));
    const accessToken = vault.value!.accessToken;
    const { network, settled, store, events } = startShell('/en/espace-client/mon-compte', vault, answers());
    restore = network.restore;
    await settled();
    act(() => void store.dispatch(busEvents.sessionSignOutRequested()));
    await settled();
    const signOut = network.requests.find((request) => request.url === '/api/ms-iam/v1/signout');
    expect(signOut?.headers.Authorization).toBe(`Bearer ${accessToken}`);
    expect(['user', 'cartId', 'profile', 'selectedLine'].map((key) => localStorage.getItem(key))).toEqual([null, null, null, null]);
    expect(events).toContainEqual(busEvents.sessionSignedOut({ reason: 'user' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/en\/espace-client\/login$/);
  });

  it('marks calls from self-care pages as the selfcare area', async () => {
    const { network, settled } = startShell('/espace-client/dashboard', memoryVault(), answers());
    restore = network.restore;
    await settled();
    await api.get('/api/ms-config/v1/app-config');
    expect(decodeSdata(String(network.requests.at(-1)?.headers.sdata)).origin).toBe('selfcare');
    window.history.replaceState(null, '', '/ar/recharge');
    await api.get('/api/ms-config/v1/app-config');
    expect(decodeSdata(String(network.requests.at(-1)?.headers.sdata)).origin).toBe('public');
  });
});
