import { localeFromPath } from '@atlas/runtime';
import { analyticsAllowed } from '../layout/cookie-consent';
import { resolveRoute, type OwnedRoute } from '../platform/route-table';
import { deviceClass } from './device-class';
import { REMOTE_ERROR_EVENT } from './remote-error-event';

/** A path no remote owns (the shell's own pages): reported under one name, never as typed. */
const OTHER_ROUTE = '(shell)';

/** The route's template (`/offres/:id`), without the locale prefix, never the URL with its numbers. */
export function routeTemplate(routes: OwnedRoute[], pathname: string): string {
  const { rest } = localeFromPath(pathname);
  return resolveRoute(routes, rest)?.pattern ?? (rest === '/' ? '/' : OTHER_ROUTE);
}

interface Options {
  routes: OwnedRoute[];
  shell: string;
  /** The share of tabs that report, 0…1 (the `TELEMETRY_SAMPLE_RATE` setting at build). */
  sampleRate: number;
  random?: () => number;
  /** Runs the load when the page is idle after its largest paint. */
  whenIdle?: (load: () => void) => void;
}

/** After the window's load event, once the browser is idle: after the largest paint, off the first screen. */
const afterLoadWhenIdle = (load: () => void) => {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 2000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
};

/** How many errors are kept for one beacon (a page that throws in a loop stays small). */
export const ERRORS_KEPT = 50;

/**
 * The page's errors (uncaught, rejections, a remote area's render errors), kept from the start of a
 * sampled tab for the collector, which takes them at each beacon: the collector loads once the page
 * is idle, and a version that breaks as it first renders must not go unseen by the rollout's judge.
 * Listening here, once, also keeps that code out of the collector's chunk (its 3 KB budget).
 */
function keepErrors(): Event[] {
  const events: Event[] = [];
  const keep = (event: Event) => {
    if (events.length < ERRORS_KEPT) events.push(event);
  };
  for (const type of ['error', 'unhandledrejection', REMOTE_ERROR_EVENT]) window.addEventListener(type, keep);
  return events;
}

/**
 * Decides once per tab whether it reports (the sample), then loads the collector in its own chunk
 * when the page is idle after load: the first screen pays nothing for it. Without the cookie
 * banner's consent the beacon carries no tab id; with it, a random id kept in memory only.
 */
export function startFieldTelemetryWhenIdle({ routes, shell, sampleRate, random = Math.random, whenIdle = afterLoadWhenIdle }: Options): boolean {
  if (!(random() < sampleRate) || typeof navigator.sendBeacon !== 'function') return false;
  const tab = crypto.randomUUID();
  const errors = keepErrors();
  whenIdle(() => {
    void import(/* webpackChunkName: "field-telemetry" */ './field-telemetry').then(({ startFieldTelemetry }) => {
      startFieldTelemetry({
        route: () => routeTemplate(routes, window.location.pathname),
        language: () => localeFromPath(window.location.pathname).language,
        device: deviceClass(window.innerWidth, window.matchMedia?.('(pointer: coarse)').matches ?? false),
        shell,
        tab: () => (analyticsAllowed() ? tab : undefined),
        errors,
      });
    });
  });
  return true;
}
