import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { BUSINESS_EVENT_ERROR_CODES, BUSINESS_EVENT_MAX_ATTENDEES, type BusinessEventRegistration } from '@atlas/contracts/business-events';
import type { FormReceipt } from '@atlas/contracts/forms';
import { EMAIL_PATTERN, MDN_PATTERN } from '@atlas/forms/patterns';
import { businessEvents } from '../../db/schema';
import { ApiError, errorResponses } from '../../errors';
import { BUSINESS_EVENT_REQUEST_KIND, seatsTaken } from '../ms-content/public';
import { formReceiptSchema, storeFormRequest } from './form-requests';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;

/**
 * POST /api/v1/ms-forms/business-event: a company registers its interest in an event of the
 * calendar; refused (event-001) once the event is past or has no seats left for the party.
 */
export const businessEventFormRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: BusinessEventRegistration; Reply: FormReceipt }>(
    '/business-event',
    {
      schema: {
        headers: idempotencyHeaderSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['eventId', 'fullName', 'company', 'email', 'phone', 'attendees'],
          properties: {
            eventId: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' },
            fullName: text(80),
            company: text(120),
            jobTitle: text(80),
            email: { type: 'string', maxLength: 254, pattern: EMAIL_PATTERN.source },
            phone: { type: 'string', pattern: MDN_PATTERN.source },
            attendees: { type: 'integer', minimum: 1, maximum: BUSINESS_EVENT_MAX_ATTENDEES },
          },
        },
        response: { 201: formReceiptSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const registration = request.body;
      const [event] = await app.db.select().from(businessEvents).where(eq(businessEvents.id, registration.eventId));
      const key = request.idempotencyKey;
      const taken = (await seatsTaken(app.db, key)).get(registration.eventId) ?? 0;
      if (!event || event.startsAt <= new Date() || event.capacity - taken < registration.attendees) {
        throw new ApiError(409, BUSINESS_EVENT_ERROR_CODES.closed, 'This event is past, full or unknown', [{ field: 'eventId', rule: 'open' }], event ? { seatsLeft: Math.max(0, event.capacity - taken) } : undefined);
      }
      return storeFormRequest(app, request, reply, { kind: BUSINESS_EVENT_REQUEST_KIND, prefix: 'EVT', payload: { ...registration } });
    },
  );
};
