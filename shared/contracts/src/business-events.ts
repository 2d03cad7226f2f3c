/**
 * The operator's business events (/entreprise/rencontres-entreprises): the calendar comes from
 * `GET /api/v1/ms-content/business-events`, a company registers its interest with
 * `POST /api/v1/ms-forms/business-event` (Idempotency-Key, stored before the confirmation).
 */

export const BUSINESS_EVENT_FORMATS = ['conference', 'workshop', 'breakfast'] as const;
export type BusinessEventFormat = (typeof BUSINESS_EVENT_FORMATS)[number];

export interface BusinessEvent {
  id: string;
  title: string;
  theme: string;
  summary: string;
  format: BusinessEventFormat;
  city: string;
  venue: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  /** Seats still offered; registrations close at 0. */
  seatsLeft: number;
}

export const BUSINESS_EVENT_MAX_ATTENDEES = 5;

export interface BusinessEventRegistration {
  eventId: string;
  fullName: string;
  company: string;
  jobTitle?: string;
  email: string;
  phone: string;
  attendees: number;
}

export const BUSINESS_EVENT_ERROR_CODES = {
  /** The event is past, full or unknown. */
  closed: 'event-001',
} as const;
