/**
 * The specs' screen widths: mobile below 600, tablet up to 1200, then desktop.
 * `media.up('md')` reads "900px and wider"; `media.down('sm')` reads "narrower than 600px".
 */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The spec delays resize handling by 450 ms. */
export const RESIZE_DELAY_MS = 450;

const ORDER: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

// A hair below the next breakpoint so that `up(x)` and `down(x)` never both match.
const below = (px: number): string => `${px - 0.02}px`;

export const media = {
  up: (bp: Breakpoint): string => `@media (min-width: ${BREAKPOINTS[bp]}px)`,
  down: (bp: Breakpoint): string => `@media (max-width: ${below(BREAKPOINTS[bp])})`,
  between: (from: Breakpoint, to: Breakpoint): string => `@media (min-width: ${BREAKPOINTS[from]}px) and (max-width: ${below(BREAKPOINTS[to])})`,
  /** Below 600px. */
  mobile: `@media (max-width: ${below(BREAKPOINTS.sm)})`,
  /** 600px up to 1200px. */
  tablet: `@media (min-width: ${BREAKPOINTS.sm}px) and (max-width: ${below(BREAKPOINTS.lg)})`,
  /** 1200px and wider. */
  desktop: `@media (min-width: ${BREAKPOINTS.lg}px)`,
} as const;

/** The largest breakpoint whose minimum width `width` reaches. */
export function breakpointOf(width: number): Breakpoint {
  let current: Breakpoint = 'xs';
  for (const bp of ORDER) if (width >= BREAKPOINTS[bp]) current = bp;
  return current;
}

export const isMobileWidth = (width: number): boolean => width < BREAKPOINTS.sm;
export const isTabletWidth = (width: number): boolean => width >= BREAKPOINTS.sm && width < BREAKPOINTS.lg;
export const isDesktopWidth = (width: number): boolean => width >= BREAKPOINTS.lg;
