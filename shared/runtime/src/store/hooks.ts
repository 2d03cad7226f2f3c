import { useDispatch, useSelector, useStore } from 'react-redux';
import type { PlatformStore } from './create-platform-store';
import type { PlatformDispatch, PlatformRootState } from './platform-state';

export const useAppDispatch = useDispatch.withTypes<PlatformDispatch>();
export const useAppSelector = useSelector.withTypes<PlatformRootState>();

/** The platform store from the React context, checked to be one (with injection). */
export function usePlatformStore(): PlatformStore {
  const store = useStore() as unknown as Partial<PlatformStore>;
  if (typeof store.injectReducer !== 'function' || typeof store.injectSaga !== 'function') {
    throw new Error('@atlas/runtime: the Redux Provider must hold a store made by createPlatformStore()');
  }
  return store as PlatformStore;
}
