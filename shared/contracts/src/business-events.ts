/**
 * The operator's business events (/entreprise/rencontres-entreprises): the calendar comes from
 * `GET /api/v1/ms-content/business-events`, a company registers its interest with
 * `POST /api/v1/ms-forms/business-event` (Idempotency-Key, stored before the confirmation).
 */
import { RequiredText } from './forms';
import { EMAIL_PATTERN, MDN_PATTERN } from './patterns';
import { Named, StringEnum, Type, type Static } from './schema-kit';

export const BUSINESS_EVENT_FORMATS = ['conference', 'workshop', 'breakfast'] as const;
export type BusinessEventFormat = (typeof BUSINESS_EVENT_FORMATS)[number];

export const BusinessEvent = Type.Object({
  id: Type.String(),
  title: Type.String(),
  theme: Type.String(),
  summary: Type.String(),
  format: StringEnum(BUSINESS_EVENT_FORMATS),
  city: Type.String(),
  venue: Type.String(),
  /** ISO instants. */
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  /** Seats still offered; registrations close at 0. */
  seatsLeft: Type.Integer({ minimum: 0 }),
});
export interface BusinessEvent extends Static<typeof BusinessEvent> {}

/** GET /api/v1/ms-content/business-events?language: the events to come, soonest first. */
export const BusinessEventsResponse = Type.Array(Named<BusinessEvent>(BusinessEvent));

export const BUSINESS_EVENT_MAX_ATTENDEES = 5;

/** POST /api/v1/ms-forms/business-event (Idempotency-Key). */
export const BusinessEventRegistration = Type.Object(
  {
    eventId: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }),
    fullName: RequiredText(80),
    company: RequiredText(120),
    jobTitle: Type.Optional(RequiredText(80)),
    email: Type.String({ maxLength: 254, pattern: EMAIL_PATTERN.source }),
    phone: Type.String({ pattern: MDN_PATTERN.source }),
    attendees: Type.Integer({ minimum: 1, maximum: BUSINESS_EVENT_MAX_ATTENDEES }),
  },
  { additionalProperties: false },
);
// An interface (not a type alias) keeps the type's recorded surface as it was before the schema.
export interface BusinessEventRegistration extends Static<typeof BusinessEventRegistration> {}

export const BUSINESS_EVENT_ERROR_CODES = {
  /** The event is past, full or unknown. */
  closed: 'event-001',
} as const;
