import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The DOM event the shell fires on `window` for every page the customer sees. */
export const PAGE_VIEW_EVENT = 'atlas:page-view';

/** Fires PAGE_VIEW_EVENT on each new path (the tag, when loaded, records the first page itself). */
export function usePageViewSignal(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.dispatchEvent(new Event(PAGE_VIEW_EVENT));
  }, [pathname]);
}
