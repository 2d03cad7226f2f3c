import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from '@atlas/runtime';
import type { QueryCache } from '@atlas/runtime';

export type CachedQueryState<T> =
  | { status: 'loading'; data?: undefined; code?: undefined }
  | { status: 'ready'; data: T; code?: undefined }
  | { status: 'error'; data?: undefined; code: string };

/**
 * The answer of `load` for `key`, through a query cache: an answer already held renders at once;
 * a failure gives the server's error code and `retry`. A newer key wins over a slower older one.
 */
export function useCachedQuery<T>(cache: QueryCache, key: string, load: () => Promise<T>): CachedQueryState<T> & { retry: () => void } {
  const held = cache.peek<T>(key);
  const [state, setState] = useState<{ key: string; value: CachedQueryState<T> }>(() => ({
    key,
    value: held !== undefined ? { status: 'ready', data: held } : { status: 'loading' },
  }));
  const [attempt, setAttempt] = useState(0);
  // `load` is derived from `key` by the caller: a new key, not a new function, is what asks again.
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let current = true;
    const known = cache.peek<T>(key);
    if (known !== undefined) {
      setState({ key, value: { status: 'ready', data: known } });
      return undefined;
    }
    setState({ key, value: { status: 'loading' } });
    cache.fetch(key, () => loadRef.current()).then(
      (data) => current && setState({ key, value: { status: 'ready', data } }),
      (error: unknown) => current && setState({ key, value: { status: 'error', code: toApiError(error).code } }),
    );
    return () => {
      current = false;
    };
  }, [cache, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Until the effect catches up with a new key, show what the cache holds for it, else loading.
  const value: CachedQueryState<T> = state.key === key ? state.value : held !== undefined ? { status: 'ready', data: held } : { status: 'loading' };
  return { ...value, retry };
}
