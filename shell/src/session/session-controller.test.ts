import { takeEvery } from 'redux-saga/effects';
import { busEvents } from '@atlas/contracts';
import { configureApiClient, createPlatformStore, localStore, resetApiClient, sessionSlice, STORAGE_KEYS, type TokenVault } from '@atlas/runtime';
import { deferred, fakeApi } from '@atlas/test-kit/fake-api';
import { memoryVault, profile, tokens } from '../test/session-fixtures';
import { createSessionController } from './session-controller';
import { refreshDelayMs } from './session-saga';

function setup(vault: TokenVault) {
  const store = createPlatformStore({ devTools: false, reducers: { session: sessionSlice.reducer } });
  const events: string[] = [];
  store.injectSaga('spy', function* () {
    yield takeEvery('*', (action: { type: string }) => void events.push(action.type));
  });
  const controller = createSessionController({ store, vault, withRefreshLock: (work) => work() });
  configureApiClient({
    getSession: () => controller.tokens(),
    refreshSession: () => controller.refresh(),
    getSelectedLine: () => store.getState().session?.selectedLine ?? null,
  });
  return { store, controller, events };
}

beforeEach(() => localStorage.clear());
afterEach(() => resetApiClient());

describe('session controller', () => {
  it('adopts issued tokens, loads the profile and selects the main line', async () => {
    const network = fakeApi(() => ({ status: 200, data: profile }));
    const vault = memoryVault();
    const { store, controller, events } = setup(vault);
    try {
      await controller.adopt({ ...tokens(300), expiresIn: 300 });
      expect(vault.value?.tokenType).toBe('Bearer');
      expect(store.getState().session).toMatchObject({
        status: 'signedIn',
        profileStatus: 'loaded',
        selectedLine: { mdn: '0661234502', mdnSegmentationToken: 's2' },
      });
      expect(localStore.getJson(STORAGE_KEYS.selectedLine)).toEqual({ mdn: '0661234502', mdnSegmentationToken: 's2', tokenType: 'Bearer' });
      expect(events).toEqual(expect.arrayContaining([busEvents.sessionSignedIn.type, busEvents.profileLoaded.type, busEvents.lineSelected.type]));
      expect(network.requests[0]?.headers.Authorization).toBe(`Bearer ${vault.value?.accessToken}`);

      controller.selectLine('0661234501');
      expect(store.getState().session?.selectedLine?.mdn).toBe('0661234501');
    } finally {
      network.restore();
    }
  });

  it('starts from the vault after a reload, refreshing an expired access token first', async () => {
    const renewed = tokens(300, 3600, 'b');
    const network = fakeApi((request) =>
      request.url?.endsWith('/refresh-token') ? { status: 200, data: { ...renewed, expiresIn: 300 } } : { status: 200, data: profile },
    );
    const vault = memoryVault(tokens(-10));
    localStore.setJson(STORAGE_KEYS.selectedLine, { mdn: '0661234501', mdnSegmentationToken: 'old' });
    const { store, controller } = setup(vault);
    try {
      await controller.start();
      expect(network.requests.map((request) => request.url)).toEqual(['/api/ms-iam/v1/refresh-token', '/api/ms-client/v1/profile']);
      expect(vault.value).toEqual({ accessToken: renewed.accessToken, refreshToken: renewed.refreshToken, tokenType: 'Bearer' });
      // The line kept locally stays selected, with its fresh token.
      expect(store.getState().session?.selectedLine).toEqual({ mdn: '0661234501', mdnSegmentationToken: 's1', tokenType: 'Bearer' });
    } finally {
      network.restore();
    }
  });

  it('runs one refresh for every call refused at once, then replays them', async () => {
    let refreshes = 0;
    const renewed = tokens(300, 3600, 'c');
    const network = fakeApi((request) => {
      if (request.url?.endsWith('/refresh-token')) return ((refreshes += 1), { status: 200, data: { ...renewed, expiresIn: 300 } });
      const fresh = String(request.headers.Authorization).endsWith(renewed.accessToken);
      return fresh ? { status: 200, data: profile } : { status: 401, data: { code: 'unauthorized', error: 'unauthorized', message: 'expired' } };
    });
    const { controller } = setup(memoryVault(tokens(300)));
    try {
      await controller.start();
      const { api } = await import('@atlas/runtime');
      await Promise.all([1, 2, 3].map(() => api.get('/api/ms-client/v1/profile', { authorized: true })));
      expect(refreshes).toBe(1);
    } finally {
      network.restore();
    }
  });

  it('rotates the tokens once when two tabs come due together: the tab that waited adopts the new ones', async () => {
    let refreshes = 0;
    const network = fakeApi((request) => {
      if (!request.url?.endsWith('/refresh-token')) return { status: 200, data: profile };
      refreshes += 1;
      return { status: 200, data: { ...tokens(300, 3600, `rotated-${refreshes}`), expiresIn: 300 } };
    });
    // One vault (the browser's storage) and one lock (Web Locks) for both tabs. The second tab
    // gets the lock only after the storage event of the first tab's rotation reached it.
    const vault = memoryVault(tokens(20));
    const storageEventDelivered = deferred<void>();
    let queue: Promise<unknown> = Promise.resolve();
    const lock = <T>(work: () => Promise<T>): Promise<T> => {
      const waitFor = queue === firstRun ? storageEventDelivered.promise : undefined;
      const run = queue.then(() => waitFor).then(work);
      queue = run.catch(() => undefined);
      return run;
    };
    let firstRun: Promise<unknown> | null = null;
    const store = () => createPlatformStore({ devTools: false, reducers: { session: sessionSlice.reducer } });
    const firstTab = createSessionController({ store: store(), vault, withRefreshLock: lock });
    const secondTab = createSessionController({ store: store(), vault, withRefreshLock: lock });
    // The api client is one per page; here both "pages" share it, with the same tokens.
    configureApiClient({ getSession: () => firstTab.tokens() });
    try {
      await Promise.all([firstTab.start(), secondTab.start()]);
      const first = firstTab.refresh();
      firstRun = queue;
      const second = secondTab.refresh();
      expect(await first).toBe(true);
      await secondTab.onStorageChange('user', 'sealed');
      storageEventDelivered.resolve();
      expect(await second).toBe(true);
      expect(refreshes).toBe(1);
      expect(secondTab.tokens()).toEqual(firstTab.tokens());
      expect(firstTab.tokens()).toEqual(vault.value);
    } finally {
      network.restore();
    }
  });

  it('clears user, cartId, profile and selectedLine when the refresh is refused', async () => {
    const network = fakeApi((request) =>
      request.url?.endsWith('/refresh-token')
        ? { status: 401, data: { code: 'iam-refresh-invalid', error: 'iam-refresh-invalid', message: 'reused' } }
        : { status: 200, data: profile },
    );
    const vault = memoryVault(tokens(300));
    const { store, controller, events } = setup(vault);
    try {
      await controller.start();
      ['cartId', 'cartItems', 'language'].forEach((key) => localStorage.setItem(key, 'x'));
      expect(await controller.refresh()).toBe(false);
      expect(['user', 'cartId', 'profile', 'selectedLine'].map((key) => localStorage.getItem(key))).toEqual([null, null, null, null]);
      expect(localStorage.getItem('cartItems')).toBe('x');
      expect(store.getState().session?.status).toBe('anonymous');
      expect(events).toEqual(expect.arrayContaining([busEvents.sessionExpired.type, busEvents.sessionSignedOut.type]));
    } finally {
      network.restore();
    }
  });

  it('signs out when another tab removed the tokens, and adopts tokens another tab rotated', async () => {
    const network = fakeApi(() => ({ status: 200, data: profile }));
    const vault = memoryVault(tokens(300));
    const { store, controller, events } = setup(vault);
    try {
      await controller.start();
      const rotated = tokens(300, 3600, 'rotated');
      vault.value = rotated;
      await controller.onStorageChange('user', 'sealed-2');
      expect(controller.tokens()).toEqual(rotated);
      await controller.onStorageChange('user', null);
      expect(store.getState().session?.status).toBe('anonymous');
      expect(controller.tokens()).toBeNull();
      const signedOut = events.filter((type) => type === busEvents.sessionSignedOut.type);
      expect(signedOut).toHaveLength(1);
    } finally {
      network.restore();
    }
  });

  it('keeps a visitor’s cart at start, and clears it with an expired session', async () => {
    localStorage.setItem('cartId', 'cart-visitor');
    const visitor = setup(memoryVault());
    await visitor.controller.start();
    expect(visitor.store.getState().session?.status).toBe('anonymous');
    expect(localStorage.getItem('cartId')).toBe('cart-visitor');

    localStorage.setItem('user', 'sealed');
    const expired = setup(memoryVault(tokens(-100, -10)));
    await expired.controller.start();
    expect(localStorage.getItem('cartId')).toBeNull();
  });

  it('starts anonymous without tokens or with an expired refresh token', async () => {
    const { store, controller } = setup(memoryVault(tokens(-100, -10)));
    await controller.start();
    expect(store.getState().session?.status).toBe('anonymous');
  });
});

describe('refresh timing', () => {
  it('refreshes 30 s ahead, or at 80 % of a short life', () => {
    const at = Date.UTC(2026, 10, 22, 10, 0, 0);
    expect(refreshDelayMs(at / 1000 + 300, at)).toBe(270_000);
    expect(refreshDelayMs(at / 1000 + 20, at)).toBe(16_000);
    expect(refreshDelayMs(at / 1000 - 5, at)).toBe(0);
  });
});
