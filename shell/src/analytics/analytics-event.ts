import { localeFromPath } from '@atlas/runtime';
import { ANALYTICS_LIMITS, type AnalyticsEvent } from '@atlas/contracts/analytics';

/** An event of the current page, now: the path without query or fragment, its language. */
export function analyticsEventAt(kind: AnalyticsEvent['kind'], name: string): AnalyticsEvent {
  const path = window.location.pathname.slice(0, ANALYTICS_LIMITS.pathLength);
  return { kind, name: name.slice(0, ANALYTICS_LIMITS.nameLength), path, language: localeFromPath(path).language, at: new Date().toISOString() };
}
