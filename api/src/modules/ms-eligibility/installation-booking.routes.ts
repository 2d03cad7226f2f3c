import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ELIGIBILITY_ERROR_CODES,
  INSTALLATION_SLOTS,
  InstallationBooking,
  InstallationBookingParams,
  InstallationBookingRequest,
  InstallationSlots,
  InstallationSlotsQuery,
} from '@atlas/contracts/eligibility';
import { FORM_ERROR_CODES } from '@atlas/contracts/forms';
import { NoBody } from '@atlas/contracts/schema-kit';
import { installationDates, isBookableInstallationDate } from '@atlas/contracts/installation';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage } from '../../language';
import { visitorOf } from '../../visitor';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { canonicalJson } from '../../canonical-json';
import { findCheck, toEligibilityCheck } from './eligibility-checks';
import type { BookingRow } from './installation-bookings.repository';
import { eligibilityStores } from './repositories';

const toBooking = (row: BookingRow): InstallationBooking => ({
  bookingId: row.id,
  reference: row.reference,
  checkId: row.checkId,
  productId: row.productId,
  visitDate: row.visitDate,
  slot: row.slot,
  createdAt: row.createdAt.toISOString(),
});

/** What the customer asked, from a stored booking: a retry must ask exactly this again. */
const requestOf = (row: BookingRow): InstallationBookingRequest => ({
  checkId: row.checkId,
  productId: row.productId,
  addressDetails: row.addressDetails,
  visitDate: row.visitDate,
  slot: row.slot,
  contactName: row.contactName,
  contactMobile: row.contactMobile,
});

/** GET /installation-slots, POST /installation-bookings and its cancel of ms-eligibility: the technician's visit. */
export const installationBookingRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const stores = eligibilityStores(app.db);
  const bookings = stores.bookings;

  app.get(
    '/installation-slots',
    { schema: { querystring: InstallationSlotsQuery, response: { 200: InstallationSlots, ...errorResponses } } },
    async (request, reply) => {
      const { cityId } = request.query;
      const capacity = await bookings.slotCapacity(cityId);
      const dates = installationDates();
      const booked = await bookings.bookedPlaces(cityId, dates);
      reply.header('cache-control', 'no-store');
      return {
        cityId,
        days: dates.map((date) => ({
          date,
          slots: INSTALLATION_SLOTS.map((slot) => ({ slot, remaining: Math.max(0, capacity - (booked.get(`${date}/${slot}`) ?? 0)) })),
        })),
      };
    },
  );

  app.post(
    '/installation-bookings',
    { schema: { headers: idempotencyHeaderSchema, body: InstallationBookingRequest, response: { 201: InstallationBooking, ...errorResponses } } },
    async (request, reply) => {
      const key = request.idempotencyKey;
      const body = { ...request.body, contactName: request.body.contactName.trim() };
      // A doubled click or a retry answers the first booking, whatever happened since.
      const replay = (first: BookingRow) => {
        if (canonicalJson(requestOf(first)) !== canonicalJson(body))
          throw new ApiError(409, FORM_ERROR_CODES.idempotencyConflict, 'This idempotency key was used for another booking');
        reply.code(201).header('idempotent-replayed', 'true');
        return toBooking(first);
      };
      const earlier = await bookings.byKey(key);
      if (earlier) return replay(earlier);

      const check = await toEligibilityCheck(stores, await findCheck(stores.checks, body.checkId));
      if (check.status !== 'eligible' || !check.address) throw new ApiError(409, ELIGIBILITY_ERROR_CODES.checkNotEligible, 'This address is not eligible');
      if (!check.offers.some((offer) => offer.id === body.productId)) {
        throw new ApiError(409, ELIGIBILITY_ERROR_CODES.offerNotAvailable, 'This offer is not available at this address', [
          { field: 'productId', rule: 'eligible' },
        ]);
      }
      if (!isBookableInstallationDate(body.visitDate)) {
        throw new ApiError(400, ELIGIBILITY_ERROR_CODES.visitDateOutside, 'Visits are booked Monday to Saturday, from tomorrow to 30 days ahead', [
          { field: 'visitDate', rule: 'window' },
        ]);
      }
      if (check.booking) {
        // A doubled click's twin may have booked since the first look: it answers the same booking.
        const twin = await bookings.byKey(key);
        if (twin) return replay(twin);
        throw new ApiError(409, ELIGIBILITY_ERROR_CODES.alreadyBooked, 'An installation is already booked for this test');
      }
      const { cityId } = check.address;
      const capacity = await bookings.slotCapacity(cityId);
      const created = await bookings.book({ key, request: body, cityId, capacity, language: requestLanguage(request.headers), visitor: visitorOf(request) });
      if (created) {
        reply.code(201);
        return toBooking(created);
      }
      // The insert met a booking of the same key (a concurrent twin) or of the same test.
      const twin = await bookings.byKey(key);
      if (twin) return replay(twin);
      throw new ApiError(409, ELIGIBILITY_ERROR_CODES.alreadyBooked, 'An installation is already booked for this test');
    },
  );

  app.post(
    '/installation-bookings/:bookingId/cancel',
    { schema: { params: InstallationBookingParams, response: { 204: NoBody, ...errorResponses } } },
    async (request, reply) => {
      if (!(await bookings.cancel(request.params.bookingId, visitorOf(request).browserId))) {
        throw new ApiError(404, ELIGIBILITY_ERROR_CODES.bookingUnknown, 'No visit to come of this browser has this id');
      }
      return reply.code(204).send(null);
    },
  );
};
