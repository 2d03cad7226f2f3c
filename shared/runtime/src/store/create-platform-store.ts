import { combineReducers, configureStore, type Middleware, type Reducer, type Store, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type SagaMiddleware, type Task } from 'redux-saga';
import { atlasApi } from '../api/atlas-api';
import type { PlatformDispatch, PlatformRootState } from './platform-state';

type AnyReducer = Reducer<any, UnknownAction, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface PlatformStoreOptions {
  /** Reducers present from the start: the shell's `app`, `session`, `locale`. */
  staticReducers?: Record<string, AnyReducer>;
  /** Same as staticReducers (both names are accepted). */
  reducers?: Record<string, AnyReducer>;
  preloadedState?: Partial<PlatformRootState> & Record<string, unknown>;
  /** Extra middleware, after redux-saga. */
  middleware?: Middleware[];
  /** A root saga that throws stops only itself; this hears about it (logging, monitoring). */
  onSagaError?: (error: unknown, info: { sagaStack: string }) => void;
  /** Redux DevTools; on outside production builds by default. */
  devTools?: boolean;
}

export interface PlatformStore extends Store<PlatformRootState, UnknownAction> {
  dispatch: PlatformDispatch;
  /**
   * Adds a remote's reducer under `key` (replaceReducer with the combined map). Injecting the
   * same reducer again does nothing; another reducer under the same key replaces it (a new
   * version of the remote). Answers whether the store changed.
   */
  injectReducer: (key: string, reducer: AnyReducer) => boolean;
  /**
   * Runs a remote's root saga once per key and answers its task. Injecting again answers the
   * running task; a saga that crashed is started again.
   */
  injectSaga: (key: string, saga: Saga) => Task;
  /** Cancels the saga of a key (a remote switched to another version). */
  ejectSaga: (key: string) => void;
  hasReducer: (key: string) => boolean;
  hasSaga: (key: string) => boolean;
  /** redux-saga's run, for sagas that need no key (tests, one-shot flows). */
  runSaga: SagaMiddleware['run'];
}

let pageStore: PlatformStore | null = null;

/** A root saga that threw (uncaught) is over for good; injecting its key again restarts it. */
const crashed = (task: Task): boolean => !task.isRunning() && task.error() !== undefined;

/**
 * The page's one store: Redux Toolkit with the reads of `atlasApi` (RTK Query) and redux-saga, and the injection that lets each remote
 * bring its reducers and sagas when its first route is visited.
 */
export function createPlatformStore({
  staticReducers = {},
  reducers: moreStaticReducers = {},
  preloadedState,
  middleware = [],
  onSagaError,
  devTools = process.env.NODE_ENV !== 'production',
}: PlatformStoreOptions = {}): PlatformStore {
  // The reads (RTK Query) are part of every platform store: the shell's and a remote's own harness.
  const reducers: Record<string, AnyReducer> = { [atlasApi.reducerPath]: atlasApi.reducer, ...staticReducers, ...moreStaticReducers };
  const sagas = new Map<string, { saga: Saga; task: Task }>();
  const sagaMiddleware = createSagaMiddleware({
    onError: (error, info) => {
      if (onSagaError) onSagaError(error, info);
      else console.error('[atlas] a saga stopped with an error', error, info.sagaStack);
    },
  });

  const rootReducer = (): AnyReducer => combineReducers(reducers);

  const store = configureStore({
    reducer: rootReducer(),
    preloadedState: preloadedState as never,
    middleware: (getDefault) => getDefault({ thunk: true }).concat(atlasApi.middleware as Middleware, sagaMiddleware, ...middleware),
    devTools,
  });

  const platformStore = store as unknown as PlatformStore;

  platformStore.injectReducer = (key, reducer) => {
    if (reducers[key] === reducer) return false;
    reducers[key] = reducer;
    store.replaceReducer(rootReducer() as never);
    return true;
  };

  platformStore.injectSaga = (key, saga) => {
    const running = sagas.get(key);
    if (running && running.saga === saga && !crashed(running.task)) return running.task;
    if (running?.task.isRunning()) running.task.cancel();
    const task = sagaMiddleware.run(saga);
    sagas.set(key, { saga, task });
    return task;
  };

  platformStore.ejectSaga = (key) => {
    const running = sagas.get(key);
    if (running?.task.isRunning()) running.task.cancel();
    sagas.delete(key);
  };

  platformStore.hasReducer = (key) => key in reducers;
  platformStore.hasSaga = (key) => {
    const running = sagas.get(key);
    return !!running && !crashed(running.task);
  };
  platformStore.runSaga = sagaMiddleware.run;

  pageStore = platformStore;
  return platformStore;
}

/** The store the shell created (or null before it did). Prefer the React context in components. */
export const getPlatformStore = (): PlatformStore | null => pageStore;
