/**
 * The first-party analytics tag (spec: "an analytics tag loads only when a stored flag
 * withoutPermission is set"): page views and the shop's bus events, batched to the API. Only
 * names and paths travel — never a query string, a payload, a number or a token.
 */
import { LanguageSchema, Named, StringEnum, Type, type Static } from './schema-kit';

export const ANALYTICS_EVENTS_PATH = '/api/v1/analytics/events';

export const ANALYTICS_EVENT_KINDS = ['page_view', 'bus'] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

export const ANALYTICS_LIMITS = {
  eventsPerBatch: 50,
  nameLength: 64,
  pathLength: 300,
} as const;

/** A bus event's type (`cart/updated`) or a path's characters: no spaces, nothing that can carry a value. */
export const ANALYTICS_NAME_PATTERN = '^[A-Za-z0-9/_.:-]+$';
/** A path without its query or fragment. */
export const ANALYTICS_PATH_PATTERN = '^/[^?#\\s]*$';

/** `page_view` names the page's path; `bus` names the bus event (`cart/updated`). */
export const AnalyticsEvent = Type.Object(
  {
    kind: StringEnum(ANALYTICS_EVENT_KINDS),
    name: Type.String({ minLength: 1, maxLength: ANALYTICS_LIMITS.nameLength, pattern: ANALYTICS_NAME_PATTERN }),
    /** The path without its query or fragment, locale prefix included. */
    path: Type.String({ minLength: 1, maxLength: ANALYTICS_LIMITS.pathLength, pattern: ANALYTICS_PATH_PATTERN }),
    language: LanguageSchema,
    /** When it happened in the browser (ISO 8601). */
    at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
// Interfaces (not type aliases) keep the types' recorded surface as it was before the schemas.
export interface AnalyticsEvent extends Static<typeof AnalyticsEvent> {}

/** POST /api/v1/analytics/events. */
export const AnalyticsBatch = Type.Object(
  {
    /** A random id per tab and visit: visits can be counted, never tied to a customer. */
    visit: Type.String({ format: 'uuid' }),
    events: Type.Array(Named<AnalyticsEvent>(AnalyticsEvent), { minItems: 1, maxItems: ANALYTICS_LIMITS.eventsPerBatch }),
  },
  { additionalProperties: false },
);
export interface AnalyticsBatch extends Static<typeof AnalyticsBatch> {}
