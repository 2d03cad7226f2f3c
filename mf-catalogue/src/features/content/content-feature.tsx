import type { ReactNode } from 'react';
import { DomainModule } from '@atlas/runtime';
import { HomeSkeleton } from './components/home-skeleton';
import { contentSaga } from './state/content-saga';
import { CONTENT_STORE_KEY, contentSlice } from './state/content-slice';

// Module constants: DomainModule injects them once per store.
const reducers = { [CONTENT_STORE_KEY]: contentSlice.reducer };
const sagas = { [CONTENT_STORE_KEY]: contentSaga };

/**
 * Brings the content feature's state and saga into the page's store the first time a home page
 * mounts; nothing of it is in the store before.
 */
export function ContentFeature({ children }: { children: ReactNode }) {
  return (
    <DomainModule reducers={reducers} sagas={sagas} fallback={<HomeSkeleton />}>
      {children}
    </DomainModule>
  );
}
