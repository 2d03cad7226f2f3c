import { useEffect, useState } from 'react';
import { BREAKPOINTS, breakpointOf, isMobileWidth, isTabletWidth, RESIZE_DELAY_MS, type Breakpoint } from './breakpoints';

const hasWindow = (): boolean => typeof window !== 'undefined';

/** The viewport width, updated 450 ms after the last resize event (the spec's delay). */
export function useViewportWidth(delayMs: number = RESIZE_DELAY_MS): number {
  const [width, setWidth] = useState(() => (hasWindow() ? window.innerWidth : BREAKPOINTS.lg));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), delayMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [delayMs]);
  return width;
}

/**
 * Whether a CSS media query matches, with changes applied after the resize delay.
 * Pass a query string or a helper's output: `useMediaQuery(media.up('md'))`.
 */
export function useMediaQuery(query: string, delayMs: number = RESIZE_DELAY_MS): boolean {
  const mediaQuery = query.replace(/^@media\s*/, '');
  const read = () => (hasWindow() && typeof window.matchMedia === 'function' ? window.matchMedia(mediaQuery).matches : false);
  const [matches, setMatches] = useState(read);
  useEffect(() => {
    if (!hasWindow() || typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(mediaQuery);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMatches(window.matchMedia(mediaQuery).matches), delayMs);
    };
    setMatches(list.matches);
    list.addEventListener('change', onChange);
    return () => {
      clearTimeout(timer);
      list.removeEventListener('change', onChange);
    };
  }, [mediaQuery, delayMs]);
  return matches;
}

export const useBreakpoint = (): Breakpoint => breakpointOf(useViewportWidth());
/** Below 600px. */
export const useIsMobile = (): boolean => isMobileWidth(useViewportWidth());
/** 600px up to 1200px. */
export const useIsTablet = (): boolean => isTabletWidth(useViewportWidth());
