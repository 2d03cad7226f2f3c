/**
 * The first-party analytics tag (spec: "an analytics tag loads only when a stored flag
 * withoutPermission is set"): page views and the shop's bus events, batched to the API. Only
 * names and paths travel — never a query string, a payload, a number or a token.
 */
export const ANALYTICS_EVENTS_PATH = '/api/v1/analytics/events';

export const ANALYTICS_EVENT_KINDS = ['page_view', 'bus'] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

export const ANALYTICS_LIMITS = {
  eventsPerBatch: 50,
  nameLength: 64,
  pathLength: 300,
} as const;

/** `page_view` names the page's path; `bus` names the bus event (`cart/updated`). */
export interface AnalyticsEvent {
  kind: AnalyticsEventKind;
  name: string;
  /** The path without its query or fragment, locale prefix included. */
  path: string;
  language: 'fr' | 'ar' | 'en';
  /** When it happened in the browser (ISO 8601). */
  at: string;
}

export interface AnalyticsBatch {
  /** A random id per tab and visit: visits can be counted, never tied to a customer. */
  visit: string;
  events: AnalyticsEvent[];
}
