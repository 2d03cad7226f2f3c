import { analyticsAllowed } from '../layout/cookie-consent';

let started = false;

/**
 * Loads the analytics tag — only when the stored `withoutPermission` flag is set (the cookie
 * banner's "accept") — in its own chunk, once the browser is idle: the first screen pays nothing.
 */
export function startAnalyticsWhenAllowed(): void {
  if (started || !analyticsAllowed()) return;
  started = true;
  const load = () => void import(/* webpackChunkName: "analytics-tag" */ './analytics-tag').then(({ startAnalyticsTag }) => startAnalyticsTag());
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}
