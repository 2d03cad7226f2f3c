import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { COMMON_ERROR_CODES } from '@atlas/contracts/api-error';
import { ELIGIBILITY_ERROR_CODES, VISITOR_BOOKING_LIMITS, type InstallationBookingRequest } from '@atlas/contracts/eligibility';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors';
import type { Language } from '../../language';
import { reference } from '../../reference';
import { lockVisitor, type Visitor } from '../../visitor';
import { coverageCities, installationBookings, installationSlotUsage } from './ms-eligibility.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

export type BookingRow = typeof installationBookings.$inferSelect;

/** Today as visit dates are written (YYYY-MM-DD): visits from today on are still to come. */
export const today = () => new Date().toISOString().slice(0, 10);

const toCome = () => and(isNull(installationBookings.cancelledAt), gte(installationBookings.visitDate, today()));

/**
 * 409 eligibility-008 when the visitor already holds VISITOR_BOOKING_LIMITS visits to come (by
 * browser, by address) or a place of this slot and day from this address. Counted under the
 * visitor's lock, so bookings sent at once cannot pass the limit together.
 */
async function refuseBeyondVisitorLimits(work: UnitOfWork, visitor: Visitor, body: Pick<InstallationBookingRequest, 'visitDate' | 'slot'>): Promise<void> {
  const db = handleOf(work);
  await lockVisitor(db, 'installation-bookings', visitor);
  const count = async (who: SQL | undefined) => {
    const [row] = await db
      .select({ held: sql<number>`count(*)::int` })
      .from(installationBookings)
      .where(and(toCome(), who));
    return row?.held ?? 0;
  };
  const [byBrowser, byAddress, inSlot] = await Promise.all([
    visitor.browserId ? count(eq(installationBookings.browserId, visitor.browserId)) : 0,
    count(eq(installationBookings.clientAddress, visitor.address)),
    count(
      and(
        eq(installationBookings.clientAddress, visitor.address),
        eq(installationBookings.visitDate, body.visitDate),
        eq(installationBookings.slot, body.slot),
      ),
    ),
  ]);
  if (byBrowser >= VISITOR_BOOKING_LIMITS.perBrowser || byAddress >= VISITOR_BOOKING_LIMITS.perAddress || inSlot >= VISITOR_BOOKING_LIMITS.perAddressAndSlot) {
    throw new ApiError(409, ELIGIBILITY_ERROR_CODES.bookingLimit, 'You already hold as many installation visits as a visitor may: cancel one first');
  }
}

/** A booking to make: what the customer asked, where, and who asks. */
export interface NewBooking {
  key: string;
  request: InstallationBookingRequest;
  cityId: string;
  capacity: number;
  language: Language;
  visitor: Visitor;
}

/** ms-eligibility's SQL of the technician's visits: the cities' capacity, the slots' places, the bookings. */
export class InstallationBookingsRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** The places a slot of that city has, or 404 for an unknown city. */
  async slotCapacity(cityId: string): Promise<number> {
    const [city] = await this.db.select({ slotCapacity: coverageCities.slotCapacity }).from(coverageCities).where(eq(coverageCities.id, cityId));
    if (!city) throw new ApiError(404, COMMON_ERROR_CODES.notFound, 'No coverage city has this id', [{ field: 'cityId', rule: 'exists' }]);
    return city.slotCapacity;
  }

  /** Places booked in that city on those dates, by `date/slot`. */
  async bookedPlaces(cityId: string, dates: string[]): Promise<Map<string, number>> {
    const usage = await this.db
      .select()
      .from(installationSlotUsage)
      .where(and(eq(installationSlotUsage.cityId, cityId), inArray(installationSlotUsage.visitDate, dates)));
    return new Map(usage.map((row) => [`${row.visitDate}/${row.slot}`, row.booked]));
  }

  /** The booking made with that idempotency key. */
  async byKey(key: string): Promise<BookingRow | undefined> {
    return (await this.db.select().from(installationBookings).where(eq(installationBookings.idempotencyKey, key)))[0];
  }

  /**
   * Books the visit and takes a place of its slot in one transaction, under the visitor's limits
   * (409 eligibility-008) and the slot's capacity (409 for a full slot). Undefined when the insert
   * met a booking of the same key or of the same test.
   */
  async book({ key, request, cityId, capacity, language, visitor }: NewBooking): Promise<BookingRow | undefined> {
    return this.db.transaction(async (tx) => {
      await refuseBeyondVisitorLimits(tx, visitor, request);
      const [booking] = await tx
        .insert(installationBookings)
        .values({
          id: randomUUID(),
          reference: reference('INS'),
          idempotencyKey: key,
          checkId: request.checkId,
          productId: request.productId,
          cityId,
          visitDate: request.visitDate,
          slot: request.slot,
          addressDetails: request.addressDetails,
          contactName: request.contactName,
          contactMobile: request.contactMobile,
          language,
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
            .values({ cityId, visitDate: request.visitDate, slot: request.slot, booked: 1 })
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
  }

  /** The visit booked on a test and not cancelled, if any. */
  async activeOfCheck(checkId: string): Promise<BookingRow | undefined> {
    const [booking] = await this.db
      .select()
      .from(installationBookings)
      .where(and(eq(installationBookings.checkId, checkId), isNull(installationBookings.cancelledAt)));
    return booking;
  }

  /**
   * Cancels a visit to come of this browser and gives its place back. False when the browser
   * booked no such visit to come (anyone else is told it does not exist); true for a visit
   * cancelled now or before (a retry answers as the first did).
   */
  async cancel(bookingId: string, browserId: string | null): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [booking] = await tx.select().from(installationBookings).where(eq(installationBookings.id, bookingId)).for('update');
      // The browser that booked is the visitor's proof.
      if (!booking || !browserId || booking.browserId !== browserId) return false;
      if (booking.cancelledAt) return true;
      if (booking.visitDate <= today()) return false;
      await tx.update(installationBookings).set({ cancelledAt: new Date() }).where(eq(installationBookings.id, booking.id));
      await tx
        .update(installationSlotUsage)
        .set({ booked: sql`greatest(${installationSlotUsage.booked} - 1, 0)` })
        .where(
          and(
            eq(installationSlotUsage.cityId, booking.cityId),
            eq(installationSlotUsage.visitDate, booking.visitDate),
            eq(installationSlotUsage.slot, booking.slot),
          ),
        );
      return true;
    });
  }
}
