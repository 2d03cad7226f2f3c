import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BUSINESS_EVENT_ERROR_CODES, BusinessEventRegistration } from '@atlas/contracts/business-events';
import { FormReceipt } from '@atlas/contracts/forms';
import { ApiError, errorResponses } from '../../errors';
import { BUSINESS_EVENT_REQUEST_KIND } from './business-event-registrations.repository';
import { storeFormRequest } from './form-requests';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';

/**
 * POST /api/v1/ms-forms/business-event: a company registers its interest in an event of the
 * calendar; refused (event-001) once the event is past or has no seats left for the party.
 */
export const businessEventFormRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/business-event',
    {
      schema: {
        headers: idempotencyHeaderSchema,
        body: BusinessEventRegistration,
        response: { 201: FormReceipt, ...errorResponses },
      },
    },
    async (request, reply) => {
      const registration = request.body;
      // The event is ms-content's: read through its repository, never its table.
      const event = await app.businessEventsRepository.byId(registration.eventId);
      const taken = (await app.businessEventRegistrations.seatsTaken(request.idempotencyKey)).get(registration.eventId) ?? 0;
      if (!event || event.startsAt <= new Date() || event.capacity - taken < registration.attendees) {
        throw new ApiError(
          409,
          BUSINESS_EVENT_ERROR_CODES.closed,
          'This event is past, full or unknown',
          [{ field: 'eventId', rule: 'open' }],
          event ? { seatsLeft: Math.max(0, event.capacity - taken) } : undefined,
        );
      }
      return storeFormRequest(app, request, reply, { kind: BUSINESS_EVENT_REQUEST_KIND, prefix: 'EVT', payload: { ...registration } });
    },
  );
};
