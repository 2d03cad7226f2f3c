import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { BUSINESS_EVENT_FORMATS, type BusinessEvent, type BusinessEventRegistration } from '@atlas/contracts/business-events';
import type { Database } from '../../db/database';
import { businessEvents, formRequests } from '../../db/schema';
import { errorResponses } from '../../errors';
import { languageSchema, type Language } from '../../language';

export const BUSINESS_EVENT_REQUEST_KIND = 'business-event';

/**
 * Seats taken at each event by the registrations stored so far; `exceptKey` leaves out the
 * registration sent under that idempotency key (a retry must not count itself).
 */
export async function seatsTaken(db: Database, exceptKey?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ payload: formRequests.payload })
    .from(formRequests)
    .where(and(eq(formRequests.kind, BUSINESS_EVENT_REQUEST_KIND), exceptKey === undefined ? undefined : ne(formRequests.idempotencyKey, exceptKey)));
  const taken = new Map<string, number>();
  for (const { payload } of rows) {
    const registration = payload as unknown as BusinessEventRegistration;
    taken.set(registration.eventId, (taken.get(registration.eventId) ?? 0) + registration.attendees);
  }
  return taken;
}

const eventSchema = {
  type: 'object',
  required: ['id', 'title', 'theme', 'summary', 'format', 'city', 'venue', 'startsAt', 'endsAt', 'seatsLeft'],
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    theme: { type: 'string' },
    summary: { type: 'string' },
    format: { type: 'string', enum: [...BUSINESS_EVENT_FORMATS] },
    city: { type: 'string' },
    venue: { type: 'string' },
    startsAt: { type: 'string', format: 'date-time' },
    endsAt: { type: 'string', format: 'date-time' },
    seatsLeft: { type: 'integer', minimum: 0 },
  },
} as const;

/** GET /api/v1/ms-content/business-events: the events to come, soonest first, with the seats left. */
export const businessEventsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { language: Language }; Reply: BusinessEvent[] }>(
    '/business-events',
    {
      schema: {
        querystring: { type: 'object', required: ['language'], properties: { language: languageSchema } },
        response: { 200: { type: 'array', items: eventSchema }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { language } = request.query;
      const [rows, taken] = await Promise.all([
        app.db.select().from(businessEvents).where(gt(businessEvents.startsAt, new Date())).orderBy(asc(businessEvents.startsAt)),
        seatsTaken(app.db),
      ]);
      // Seats move with every registration: a short cache only.
      reply.header('cache-control', 'public, max-age=60');
      return rows.map((row) => ({
        id: row.id,
        title: row.title[language],
        theme: row.theme[language],
        summary: row.summary[language],
        format: row.format,
        city: row.city[language],
        venue: row.venue[language],
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        seatsLeft: Math.max(0, row.capacity - (taken.get(row.id) ?? 0)),
      }));
    },
  );
};
