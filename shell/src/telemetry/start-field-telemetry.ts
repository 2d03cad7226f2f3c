import { localeFromPath } from '@atlas/runtime';
import { analyticsAllowed } from '../layout/cookie-consent';
import { resolveRoute, type OwnedRoute } from '../platform/route-table';
import { deviceClass } from './field-report';
import { REMOTE_ERROR_EVENT } from './remote-error-event';

/** A path no remote owns (the shell's own pages): reported under one name, never as typed. */
export const OTHER_ROUTE = '(shell)';

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

/** How many errors are kept for the collector before it loads (a page that throws in a loop stays small). */
export const EARLY_ERRORS_KEPT = 50;

/**
 * Errors of the page before the collector loads — a remote's first render, its first requests —
 * kept to be handed to it: the collector starts once the page is idle after load, and a version
 * that breaks as it first renders must not go unseen by the rollout's judge.
 */
export function keepEarlyErrors(): { events: Event[]; stop: () => void } {
  const events: Event[] = [];
  const keep = (event: Event) => {
    if (events.length < EARLY_ERRORS_KEPT) events.push(event);
  };
  const types = ['error', 'unhandledrejection', REMOTE_ERROR_EVENT];
  for (const type of types) window.addEventListener(type, keep);
  return { events, stop: () => types.forEach((type) => window.removeEventListener(type, keep)) };
}

/**
 * Decides once per tab whether it reports (the sample), then loads the collector in its own chunk
 * when the page is idle after load: the first screen pays nothing for it. Without the cookie
 * banner's consent the beacon carries no tab id; with it, a random id kept in memory only.
 */
export function startFieldTelemetryWhenIdle({ routes, shell, sampleRate, random = Math.random, whenIdle = afterLoadWhenIdle }: Options): boolean {
  if (!(random() < sampleRate) || typeof navigator.sendBeacon !== 'function') return false;
  const tab = crypto.randomUUID();
  const early = keepEarlyErrors();
  whenIdle(() => {
    void import(/* webpackChunkName: "field-telemetry" */ './field-telemetry').then(({ startFieldTelemetry }) => {
      // In one synchronous step: the collector listens, then the early listeners stop — no error between.
      startFieldTelemetry({
        route: () => routeTemplate(routes, window.location.pathname),
        language: () => localeFromPath(window.location.pathname).language,
        device: deviceClass(window.innerWidth, window.matchMedia?.('(pointer: coarse)').matches ?? false),
        shell,
        tab: () => (analyticsAllowed() ? tab : undefined),
        earlier: early.events,
      });
      early.stop();
    });
  });
  return true;
}
