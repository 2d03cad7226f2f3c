import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (a remote's chunk, then its data). */
const HEADING_WAIT_MS = 5000;
/** How long the page must stay unchanged before its heading counts as the new page's. */
const QUIET_MS = 300;

/**
 * After a route change (a link, a sign-in, a funnel step), focus goes to the new page's heading,
 * so a screen reader announces where the customer is and the next Tab starts in the page; the
 * first load keeps the browser's own focus. Focus that moved elsewhere meanwhile is left alone.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  // The path whose focus is settled: the first one is the browser's (StrictMode's second run too).
  const settled = useRef(pathname);
  // Read while rendering, before React commits the new page: the heading the customer leaves.
  const left = useRef<{ pathname: string; heading: Element | null; text: string | null }>({ pathname, heading: null, text: null });
  if (left.current.pathname !== pathname) {
    const heading = main.current?.querySelector('h1') ?? null;
    left.current = { pathname, heading, text: heading?.textContent ?? null };
  }

  useEffect(() => {
    if (settled.current === pathname) return undefined;
    settled.current = pathname;
    const container = main.current;
    if (!container) return undefined;
    const focusedAtNavigation = document.activeElement;
    const { heading: previousHeading, text: previousText } = left.current;

    const focusStillUnclaimed = () => {
      const active = document.activeElement;
      return !active || active === document.body || active === focusedAtNavigation || !active.isConnected;
    };
    const newHeading = (): HTMLElement | null => {
      const heading = container.querySelector('h1');
      if (!heading) return null;
      return heading !== previousHeading || heading.textContent !== previousText ? heading : null;
    };
    const focus = (target: HTMLElement): boolean => {
      if (!focusStillUnclaimed()) return false;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
      return true;
    };

    // A page may show a heading while it loads and replace it once its data arrives: until the
    // wait ends, a heading that disappears with the focus hands it to the one that replaces it.
    // A new path may also keep the same heading (two paths of one page): once the page has been
    // quiet for a moment with nothing loading, its heading is the new page's heading.
    let focused = false;
    let quiet = 0;
    const loading = () => container.querySelector('[data-testid="page-skeleton"], [aria-busy="true"]') !== null;
    const whenQuiet = () => {
      const heading = container.querySelector('h1');
      if (focused || loading() || !heading) return;
      focused = focus(heading);
    };
    const onChange = () => {
      const heading = newHeading();
      if (heading && heading !== document.activeElement) focused = focus(heading) || focused;
      window.clearTimeout(quiet);
      quiet = window.setTimeout(whenQuiet, QUIET_MS);
    };
    onChange();
    const observer = new MutationObserver(onChange);
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    const stopWaiting = window.setTimeout(() => {
      observer.disconnect();
      if (!focused) focus(container);
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(quiet);
      window.clearTimeout(stopWaiting);
    };
  }, [pathname, main]);
}
