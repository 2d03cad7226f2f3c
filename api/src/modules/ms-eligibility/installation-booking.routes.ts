import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { COMMON_ERROR_CODES } from '@atlas/contracts/api-error';
import {
  ELIGIBILITY_ERROR_CODES,
  INSTALLATION_SLOTS,
  InstallationBooking,
  InstallationBookingParams,
  InstallationBookingRequest,
  InstallationSlots,
  InstallationSlotsQuery,
  VISITOR_BOOKING_LIMITS,
} from '@atlas/contracts/eligibility';
import { FORM_ERROR_CODES } from '@atlas/contracts/forms';
import { installationDates, isBookableInstallationDate } from '@atlas/forms/installation';
import type { Database } from '../../db/database';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage } from '../../language';
import { lockVisitor, visitorOf, type Visitor } from '../../visitor';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { reference } from '../../reference';
import { canonicalJson } from '../../canonical-json';
import { findCheck, toEligibilityCheck } from './eligibility-checks';
import { coverageCities, installationBookings, installationSlotUsage } from './ms-eligibility.tables';

type BookingRow = typeof installationBookings.$inferSelect;


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

async function slotCapacity(db: Database, cityId: string): Promise<number> {
  const [city] = await db.select({ slotCapacity: coverageCities.slotCapacity }).from(coverageCities).where(eq(coverageCities.id, cityId));
  if (!city) throw new ApiError(404, COMMON_ERROR_CODES.notFound, 'No coverage city has this id', [{ field: 'cityId', rule: 'exists' }]);
  return city.slotCapacity;
}

/** Today as visit dates are written (YYYY-MM-DD): visits from today on are still to come. */
const today = () => new Date().toISOString().slice(0, 10);

const toCome = () => and(isNull(installationBookings.cancelledAt), gte(installationBookings.visitDate, today()));

/**
 * 409 eligibility-008 when the visitor already holds VISITOR_BOOKING_LIMITS visits to come (by
 * browser, by address) or a place of this slot and day from this address. Counted under the
 * visitor's lock, so bookings sent at once cannot pass the limit together.
 */
async function refuseBeyondVisitorLimits(db: Database, visitor: Visitor, body: Pick<InstallationBookingRequest, 'visitDate' | 'slot'>): Promise<void> {
  await lockVisitor(db, 'installation-bookings', visitor);
  const count = async (who: SQL | undefined) => {
    const [row] = await db.select({ held: sql<number>`count(*)::int` }).from(installationBookings).where(and(toCome(), who));
    return row?.held ?? 0;
  };
  const [byBrowser, byAddress, inSlot] = await Promise.all([
    visitor.browserId ? count(eq(installationBookings.browserId, visitor.browserId)) : 0,
    count(eq(installationBookings.clientAddress, visitor.address)),
    count(and(eq(installationBookings.clientAddress, visitor.address), eq(installationBookings.visitDate, body.visitDate), eq(installationBookings.slot, body.slot))),
  ]);
  if (byBrowser >= VISITOR_BOOKING_LIMITS.perBrowser || byAddress >= VISITOR_BOOKING_LIMITS.perAddress || inSlot >= VISITOR_BOOKING_LIMITS.perAddressAndSlot) {
    throw new ApiError(409, ELIGIBILITY_ERROR_CODES.bookingLimit, 'You already hold as many installation visits as a visitor may: cancel one first');
  }
}

/** GET /installation-slots, POST /installation-bookings and its cancel of ms-eligibility: the technician's visit. */
export const installationBookingRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { cityId: string }; Reply: InstallationSlots }>(
    '/installation-slots',
    {
      schema: {
        querystring: InstallationSlotsQuery,
        response: { 200: InstallationSlots, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { cityId } = request.query;
      const capacity = await slotCapacity(app.db, cityId);
      const dates = installationDates();
      const usage = await app.db
        .select()
        .from(installationSlotUsage)
        .where(and(eq(installationSlotUsage.cityId, cityId), inArray(installationSlotUsage.visitDate, dates)));
      const booked = new Map(usage.map((row) => [`${row.visitDate}/${row.slot}`, row.booked]));
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

  app.post<{ Body: InstallationBookingRequest; Reply: InstallationBooking }>(
    '/installation-bookings',
    {
      schema: {
        headers: idempotencyHeaderSchema,
        body: InstallationBookingRequest,
        response: { 201: InstallationBooking, ...errorResponses },
      },
    },
    async (request, reply) => {
      const key = request.idempotencyKey;
      const body = { ...request.body, contactName: request.body.contactName.trim() };
      const byKey = async () => (await app.db.select().from(installationBookings).where(eq(installationBookings.idempotencyKey, key)))[0];
      // A doubled click or a retry answers the first booking, whatever happened since.
      const replay = (first: BookingRow) => {
        if (canonicalJson(requestOf(first)) !== canonicalJson(body)) throw new ApiError(409, FORM_ERROR_CODES.idempotencyConflict, 'This idempotency key was used for another booking');
        reply.code(201).header('idempotent-replayed', 'true');
        return toBooking(first);
      };
      const earlier = await byKey();
      if (earlier) return replay(earlier);

      const check = await toEligibilityCheck(app.db, await findCheck(app.db, body.checkId));
      if (check.status !== 'eligible' || !check.address) throw new ApiError(409, ELIGIBILITY_ERROR_CODES.checkNotEligible, 'This address is not eligible');
      if (!check.offers.some((offer) => offer.id === body.productId)) {
        throw new ApiError(409, ELIGIBILITY_ERROR_CODES.offerNotAvailable, 'This offer is not available at this address', [{ field: 'productId', rule: 'eligible' }]);
      }
      if (!isBookableInstallationDate(body.visitDate)) {
        throw new ApiError(400, ELIGIBILITY_ERROR_CODES.visitDateOutside, 'Visits are booked Monday to Saturday, from tomorrow to 30 days ahead', [{ field: 'visitDate', rule: 'window' }]);
      }
      if (check.booking) {
        // A doubled click's twin may have booked since the first look: it answers the same booking.
        const twin = await byKey();
        if (twin) return replay(twin);
        throw new ApiError(409, ELIGIBILITY_ERROR_CODES.alreadyBooked, 'An installation is already booked for this test');
      }
      const { cityId } = check.address;
      const capacity = await slotCapacity(app.db, cityId);

      const visitor = visitorOf(request);
      const created = await app.db.transaction(async (tx) => {
        await refuseBeyondVisitorLimits(tx, visitor, body);
        const [booking] = await tx
          .insert(installationBookings)
          .values({
            id: randomUUID(),
            reference: reference('INS'),
            idempotencyKey: key,
            checkId: body.checkId,
            productId: body.productId,
            cityId,
            visitDate: body.visitDate,
            slot: body.slot,
            addressDetails: body.addressDetails,
            contactName: body.contactName,
            contactMobile: body.contactMobile,
            language: requestLanguage(request.headers),
            browserId: visitor.browserId,
            clientAddress: visitor.address,
          })
          .onConflictDoNothing()
          .returning();
        if (!booking) return undefined;
        // Takes a place only while the slot has one: one statement, so two racing bookings cannot share the last place.
        const taken =
          capacity > 0 &&
          (
            await tx
              .insert(installationSlotUsage)
              .values({ cityId, visitDate: body.visitDate, slot: body.slot, booked: 1 })
              .onConflictDoUpdate({
                target: [installationSlotUsage.cityId, installationSlotUsage.visitDate, installationSlotUsage.slot],
                set: { booked: sql`${installationSlotUsage.booked} + 1` },
                setWhere: sql`${installationSlotUsage.booked} < ${capacity}`,
              })
              .returning()
          ).length > 0;
        if (!taken) throw new ApiError(409, ELIGIBILITY_ERROR_CODES.slotFull, 'This slot is full', [{ field: 'slot', rule: 'available' }]);
        return booking;
      });
      if (created) {
        reply.code(201);
        return toBooking(created);
      }
      // The insert met a booking of the same key (a concurrent twin) or of the same test.
      const twin = await byKey();
      if (twin) return replay(twin);
      throw new ApiError(409, ELIGIBILITY_ERROR_CODES.alreadyBooked, 'An installation is already booked for this test');
    },
  );
  app.post<{ Params: { bookingId: string } }>(
    '/installation-bookings/:bookingId/cancel',
    {
      schema: {
        params: InstallationBookingParams,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { browserId } = visitorOf(request);
      const unknown = () => new ApiError(404, ELIGIBILITY_ERROR_CODES.bookingUnknown, 'No visit to come of this browser has this id');
      await app.db.transaction(async (tx) => {
        const [booking] = await tx.select().from(installationBookings).where(eq(installationBookings.id, request.params.bookingId)).for('update');
        // The browser that booked is the visitor's proof; anyone else is told it does not exist.
        if (!booking || !browserId || booking.browserId !== browserId) throw unknown();
        // A retry of a cancel answers as the first did.
        if (booking.cancelledAt) return;
        if (booking.visitDate <= today()) throw unknown();
        await tx.update(installationBookings).set({ cancelledAt: new Date() }).where(eq(installationBookings.id, booking.id));
        await tx
          .update(installationSlotUsage)
          .set({ booked: sql`greatest(${installationSlotUsage.booked} - 1, 0)` })
          .where(and(eq(installationSlotUsage.cityId, booking.cityId), eq(installationSlotUsage.visitDate, booking.visitDate), eq(installationSlotUsage.slot, booking.slot)));
      });
      return reply.code(204).send();
    },
  );
};
