/**
 * Answers kept in memory by key, each forgotten after it went unused for `keepUnusedMs` (spec §7:
 * catalogue queries are kept unused for 86400 s). Requests for a key in flight share one promise;
 * a failure is not kept, so the next ask tries again.
 */
export interface QueryCache {
  fetch<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The answer already held for the key, for a first render without a loading state. */
  peek<T>(key: string): T | undefined;
  clear(): void;
}

export function createQueryCache({ keepUnusedMs, now = Date.now }: { keepUnusedMs: number; now?: () => number }): QueryCache {
  const entries = new Map<string, { value?: unknown; pending?: Promise<unknown>; lastUsed: number }>();

  const live = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (!entry.pending && now() - entry.lastUsed > keepUnusedMs) {
      entries.delete(key);
      return undefined;
    }
    entry.lastUsed = now();
    return entry;
  };

  return {
    fetch<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = live(key);
      if (entry?.pending) return entry.pending as Promise<T>;
      if (entry && 'value' in entry) return Promise.resolve(entry.value as T);
      const pending = load().then(
        (value) => {
          entries.set(key, { value, lastUsed: now() });
          return value;
        },
        (error: unknown) => {
          entries.delete(key);
          throw error;
        },
      );
      entries.set(key, { pending, lastUsed: now() });
      return pending;
    },
    peek<T>(key: string): T | undefined {
      const entry = live(key);
      return entry && 'value' in entry ? (entry.value as T) : undefined;
    },
    clear() {
      entries.clear();
    },
  };
}
