import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { busEvents } from '@atlas/contracts';
import type { PreloadedModule } from './platform-context';
import { loadRemoteModule, type RemoteTarget } from './remote-loader';

type RemoteModuleState<T> = { status: 'loading' } | { status: 'ready'; module: T; version: string } | { status: 'failed'; error: unknown };

/**
 * Loads an exposed module of a remote for a component; `retry` loads again from the network.
 * A module `preloaded` (the platform's, for a server render and the browser's first render after
 * it) is ready from the first render, and not loaded again.
 */
export function useRemoteModule<T>(target: RemoteTarget | null, exposed: string, preloaded: PreloadedModule | null = null) {
  const dispatch = useDispatch();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState<T>>(() =>
    preloaded ? { status: 'ready', module: preloaded.module as T, version: preloaded.version } : { status: 'loading' },
  );

  useEffect(() => {
    if (preloaded && attempt === 0) return;
    if (!target) {
      setState({ status: 'failed', error: new Error('remote has no active version') });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    loadRemoteModule<T>(target, exposed, { retry: attempt > 0 }).then(
      (loaded) => {
        if (cancelled) return;
        if (loaded.usedFallback) {
          dispatch(
            busEvents.remoteLoadFailed({
              remote: target.name,
              version: target.version.version,
              fallbackVersion: loaded.version,
            }),
          );
        }
        setState({ status: 'ready', module: loaded.module, version: loaded.version });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error(`[platform] ${target.name} could not be loaded`, error);
        dispatch(busEvents.remoteLoadFailed({ remote: target.name, version: target.version.version, fallbackVersion: null }));
        setState({ status: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [target, exposed, attempt, dispatch, preloaded]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
