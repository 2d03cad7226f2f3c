import { SIGN_OUT_KEYS, type StorageKey } from './storage-keys';

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Parsed JSON, or null when absent or unreadable. */
  getJson<T>(key: string): T | null;
  setJson(key: string, value: unknown): void;
}

/**
 * Storage whose access errors are ignored silently (the spec): private browsing, a full quota,
 * disabled cookies or a sandboxed frame must never break a screen.
 */
export function createSafeStorage(pick: () => Storage | undefined): SafeStorage {
  const area = (): Storage | undefined => {
    try {
      return pick();
    } catch {
      return undefined;
    }
  };
  const get = (key: string): string | null => {
    try {
      return area()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const set = (key: string, value: string): void => {
    try {
      area()?.setItem(key, value);
    } catch {
      // ignored: see above
    }
  };
  return {
    get,
    set,
    remove(key) {
      try {
        area()?.removeItem(key);
      } catch {
        // ignored
      }
    },
    getJson<T>(key: string): T | null {
      const raw = get(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJson(key, value) {
      let text: string;
      try {
        text = JSON.stringify(value);
      } catch {
        return;
      }
      set(key, text);
    },
  };
}

export const localStore: SafeStorage = createSafeStorage(() => (typeof window === 'undefined' ? undefined : window.localStorage));
export const sessionStore: SafeStorage = createSafeStorage(() => (typeof window === 'undefined' ? undefined : window.sessionStorage));

/** Removes what signing out clears: user, cartId, profile and selectedLine. */
export function clearSignedInData(keys: readonly StorageKey[] = SIGN_OUT_KEYS): void {
  keys.forEach((key) => localStore.remove(key));
}

/** localStore.get, as a function. */
export const readStorage = (key: string): string | null => localStore.get(key);
/** localStore.set, as a function. */
export const writeStorage = (key: string, value: string): void => localStore.set(key, value);
