import { useLayoutEffect, useState, type ReactNode } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { PlatformStore } from './create-platform-store';
import { usePlatformStore } from './hooks';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyReducer = Reducer<any, any, any>;

export interface DomainModuleProps {
  /** Reducers by state key (`{ catalogue: catalogueReducer }`). */
  reducers?: Record<string, AnyReducer>;
  /** Root sagas by key (`{ catalogue: catalogueSaga }`); they keep running after the route is left. */
  sagas?: Record<string, Saga>;
  children?: ReactNode;
  /** Shown for the one render before injection (nothing by default; it is not painted). */
  fallback?: ReactNode;
}

function isInjected(store: PlatformStore, reducers: Record<string, AnyReducer>, sagas: Record<string, Saga>): boolean {
  return Object.keys(reducers).every(store.hasReducer) && Object.keys(sagas).every(store.hasSaga);
}

function inject(store: PlatformStore, reducers: Record<string, AnyReducer>, sagas: Record<string, Saga>): void {
  Object.entries(reducers).forEach(([key, reducer]) => store.injectReducer(key, reducer));
  Object.entries(sagas).forEach(([key, saga]) => store.injectSaga(key, saga));
}

/**
 * Wraps a remote's routes: injects its reducers and starts its root sagas the first time it
 * mounts, then renders the children. Injection runs in a layout effect (no store change during
 * render), so children first render with their state and sagas in place. On the server (no
 * effects) the reducers are injected before the render and no saga starts.
 */
export function DomainModule({ reducers = {}, sagas = {}, children, fallback = null }: DomainModuleProps) {
  const store = usePlatformStore();
  const [ready, setReady] = useState(() => {
    // A server render runs no effect: its children would never render. The reducers go in before
    // its one pass (the store is the request's own); the sagas are the browser's (issue 34).
    if (typeof window === 'undefined') {
      Object.entries(reducers).forEach(([key, reducer]) => store.injectReducer(key, reducer));
      return true;
    }
    return isInjected(store, reducers, sagas);
  });
  useLayoutEffect(() => {
    inject(store, reducers, sagas);
    setReady(true);
    // The maps are module constants of the remote; re-inject only for another store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return <>{ready ? children : fallback}</>;
}

/** Hook form for one reducer: answers whether it is in place (render nothing until then). */
export function useInjectReducer(key: string, reducer: AnyReducer): boolean {
  const store = usePlatformStore();
  const [ready, setReady] = useState(() => store.hasReducer(key));
  useLayoutEffect(() => {
    store.injectReducer(key, reducer);
    setReady(true);
  }, [store, key, reducer]);
  return ready;
}

/** Hook form for one root saga: answers whether it runs. */
export function useInjectSaga(key: string, saga: Saga): boolean {
  const store = usePlatformStore();
  const [ready, setReady] = useState(() => store.hasSaga(key));
  useLayoutEffect(() => {
    store.injectSaga(key, saga);
    setReady(true);
  }, [store, key, saga]);
  return ready;
}
