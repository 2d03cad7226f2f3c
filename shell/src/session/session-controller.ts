import { jwtDecode } from 'jwt-decode';
import { busEvents, type Profile, type SelectedLine, type SessionTokensResponse } from '@atlas/contracts';
import {
  api,
  chooseSelectedLine,
  clearSignedInData,
  localStore,
  sessionActions,
  STORAGE_KEYS,
  toApiError,
  type PlatformStore,
  type StoredTokens,
  type TokenVault,
} from '@atlas/runtime';
import { browserRefreshLock, type RefreshLock } from './refresh-lock';

export type SignOutReason = 'user' | 'other-tab' | 'refused';

/** Epoch seconds at which a JWT expires, or 0 when it cannot be read (the spec's invalid-token case). */
export function expiryOf(token: string): number {
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    return typeof exp === 'number' ? exp : 0;
  } catch {
    return 0;
  }
}

/** Signing out never waits longer than this for the server. */
const SIGN_OUT_TIMEOUT_MS = 5_000;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface SessionControllerDeps {
  store: PlatformStore;
  vault: TokenVault;
  /** Runs `work` while no other tab refreshes (Web Locks where present). */
  withRefreshLock?: RefreshLock;
}

/**
 * The signed-in session of this tab: tokens in memory and in the vault, the refresh (once at a
 * time in this tab and across tabs, since the server revokes a family whose refresh token comes
 * back twice), the profile and the selected line. Sagas call it on bus events; the api client
 * calls `refresh` on a 401.
 */
export function createSessionController({ store, vault, withRefreshLock = browserRefreshLock() }: SessionControllerDeps) {
  let tokens: StoredTokens | null = null;
  let refreshing: Promise<boolean> | null = null;

  const open = async (next: StoredTokens, persist: boolean) => {
    tokens = next;
    if (persist) await vault.write(next);
    store.dispatch(sessionActions.sessionOpened({ expiresAt: expiryOf(next.accessToken) }));
  };

  const close = (reason: SignOutReason) => {
    const wasSignedIn = tokens !== null || store.getState().session?.status === 'signedIn';
    tokens = null;
    if (reason !== 'other-tab') vault.clear();
    clearSignedInData();
    store.dispatch(sessionActions.sessionClosed());
    if (!wasSignedIn) return;
    if (reason === 'refused') store.dispatch(busEvents.sessionExpired());
    store.dispatch(busEvents.sessionSignedOut({ reason }));
  };

  const storeProfile = (profile: Profile) => {
    const selectedLine = chooseSelectedLine(profile.lines, localStore.getJson<SelectedLine>(STORAGE_KEYS.selectedLine));
    localStore.setJson(STORAGE_KEYS.profile, profile);
    if (selectedLine) localStore.setJson(STORAGE_KEYS.selectedLine, selectedLine);
    store.dispatch(sessionActions.profileStored({ profile, selectedLine }));
    store.dispatch(busEvents.profileLoaded({ profile }));
    if (selectedLine) store.dispatch(busEvents.lineSelected({ mdn: selectedLine.mdn }));
  };

  async function callRefresh(): Promise<boolean> {
    const due = tokens;
    return withRefreshLock(async () => {
      // Another tab may have rotated the tokens while this one waited for the lock (this tab may
      // even have adopted them already): those are the answer, not a second rotation.
      const stored = await vault.read();
      if (stored && due && stored.refreshToken !== due.refreshToken && expiryOf(stored.accessToken) > nowSeconds() + 5) {
        await open(stored, false);
        return true;
      }
      const current = stored ?? tokens;
      if (!current || expiryOf(current.refreshToken) <= nowSeconds()) {
        close('refused');
        return false;
      }
      try {
        const next = await api.post<SessionTokensResponse>(
          '/api/ms-iam/v1/refresh-token',
          { refreshToken: current.refreshToken },
          { skipAuthRefresh: true, anonymous: true },
        );
        await open({ accessToken: next.accessToken, refreshToken: next.refreshToken, tokenType: next.tokenType }, true);
        store.dispatch(busEvents.sessionRefreshed({ expiresAt: expiryOf(next.accessToken) }));
        return true;
      } catch (error) {
        const failure = toApiError(error);
        // No answer (offline, time-out): keep the session and try again later.
        if (failure.status === 0) return false;
        close('refused');
        return false;
      }
    });
  }

  const controller = {
    tokens: () => tokens,

    /** At page start: the vault's session if its refresh token is still valid, else anonymous. */
    async start(): Promise<void> {
      const stored = await vault.read();
      // A visitor who never signed in keeps what they did as a visitor (their cart).
      if (!stored && localStore.get(STORAGE_KEYS.user) === null) {
        store.dispatch(sessionActions.sessionClosed());
        return;
      }
      if (!stored || expiryOf(stored.refreshToken) <= nowSeconds()) {
        close('refused');
        return;
      }
      await open(stored, false);
      const cached = localStore.getJson<Profile>(STORAGE_KEYS.profile);
      if (cached?.lines) storeProfile(cached);
      if (expiryOf(stored.accessToken) <= nowSeconds() + 5 && !(await controller.refresh())) return;
      await controller.loadProfile();
    },

    /** Tokens a remote obtained (sign-in, sign-up). */
    async adopt(issued: SessionTokensResponse): Promise<void> {
      localStore.remove(STORAGE_KEYS.selectedLine);
      await open({ accessToken: issued.accessToken, refreshToken: issued.refreshToken, tokenType: issued.tokenType }, true);
      store.dispatch(busEvents.sessionSignedIn({ tokenType: issued.tokenType, expiresAt: expiryOf(issued.accessToken) }));
      await controller.loadProfile();
    },

    /** One refresh for every caller in flight. */
    refresh(): Promise<boolean> {
      refreshing ??= callRefresh().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },

    async loadProfile(): Promise<void> {
      if (!tokens) return;
      store.dispatch(sessionActions.profileLoading());
      try {
        storeProfile(await api.get<Profile>('/api/ms-client/v1/profile', { authorized: true }));
      } catch (error) {
        store.dispatch(sessionActions.profileFailed());
        // The spec: a profile answer other than 200 clears the local data. A 401 the client
        // could not refresh has already closed the session.
        if (toApiError(error).status !== 0 && tokens) close('refused');
      }
    },

    selectLine(mdn: string): void {
      const line = store.getState().session?.profile?.lines.find((candidate) => candidate.mdn === mdn);
      if (!line) return;
      const selected: SelectedLine = { mdn: line.mdn, mdnSegmentationToken: line.mdnSegmentationToken, tokenType: line.tokenType };
      localStore.setJson(STORAGE_KEYS.selectedLine, selected);
      store.dispatch(sessionActions.lineStored(selected));
      store.dispatch(busEvents.lineSelected({ mdn }));
    },

    async signOut(): Promise<void> {
      // The server revokes the session family of the access token sent: a live one, while it is still held.
      if (tokens && expiryOf(tokens.accessToken) <= nowSeconds() + 5) await controller.refresh();
      if (tokens) {
        await api.post('/api/ms-iam/v1/signout', null, { authorized: true, skipAuthRefresh: true, timeout: SIGN_OUT_TIMEOUT_MS }).catch(() => undefined);
      }
      close('user');
    },

    /** Another tab changed the stored tokens or the selected line. */
    async onStorageChange(key: string | null, newValue: string | null): Promise<void> {
      if (key === STORAGE_KEYS.user || key === null) {
        if (newValue === null) {
          if (tokens) close('other-tab');
          return;
        }
        const stored = await vault.read();
        if (!stored) return;
        const first = !tokens;
        await open(stored, false);
        if (first) {
          store.dispatch(busEvents.sessionSignedIn({ tokenType: stored.tokenType, expiresAt: expiryOf(stored.accessToken) }));
          await controller.loadProfile();
        }
      } else if (key === STORAGE_KEYS.selectedLine && newValue && tokens) {
        try {
          const selected = JSON.parse(newValue) as SelectedLine;
          if (selected.mdn !== store.getState().session?.selectedLine?.mdn) controller.selectLine(selected.mdn);
        } catch {
          // Unreadable: this tab keeps its line.
        }
      }
    },
  };
  return controller;
}

export type SessionController = ReturnType<typeof createSessionController>;
