/** Runs `work` while no other tab of this site runs its own (the token refresh). */
export type RefreshLock = <T>(work: () => Promise<T>) => Promise<T>;

const REFRESH_LOCK_NAME = 'atlas-session-refresh';
const LEASE_KEY = 'atlas-session-refresh-lease';
/** A tab that dies while holding the lease frees it after this long. */
const LEASE_MS = 15_000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Without Web Locks: a lease in localStorage. Two tabs may write it at the same moment, so each
 * reads it back after a pause and only the one whose id stayed goes on.
 */
export function localStorageLease(storage: Storage = window.localStorage, now = () => Date.now()): RefreshLock {
  const owner = Math.random().toString(36).slice(2);
  const held = () => {
    try {
      const lease = JSON.parse(storage.getItem(LEASE_KEY) ?? 'null') as { owner: string; until: number } | null;
      return lease && lease.until > now() ? lease.owner : null;
    } catch {
      return null;
    }
  };
  return async (work) => {
    const giveUpAt = now() + LEASE_MS;
    for (;;) {
      const holder = held();
      if (holder === null || now() > giveUpAt) {
        storage.setItem(LEASE_KEY, JSON.stringify({ owner, until: now() + LEASE_MS }));
        await sleep(POLL_MS / 2);
        if (held() === owner) break;
      }
      await sleep(POLL_MS);
    }
    try {
      return await work();
    } finally {
      if (held() === owner) storage.removeItem(LEASE_KEY);
    }
  };
}

/** Web Locks where the browser has them (every current one), else the localStorage lease. */
export function browserRefreshLock(): RefreshLock {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return <T>(work: () => Promise<T>) => navigator.locks.request(REFRESH_LOCK_NAME, work) as Promise<T>;
  }
  return localStorageLease();
}
