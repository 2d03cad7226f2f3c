import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { ELIGIBILITY_ERROR_CODES, type EligibilityCheck } from '@atlas/contracts/eligibility';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors';
import { findBuilding } from './coverage';
import { eligibilityOffers } from './eligibility-offers';
import { eligibilityChecks, installationBookings } from './ms-eligibility.tables';

export type CheckRow = typeof eligibilityChecks.$inferSelect;

/**
 * A recorded test as the page shows it: its outcome as it was given, the building as the model
 * holds it, the offers of today's catalogue, and the installation booked on it if there is one.
 */
export async function toEligibilityCheck(db: Database, row: CheckRow): Promise<EligibilityCheck> {
  const building = row.buildingId ? await findBuilding(db, row.buildingId) : undefined;
  const coverage = building?.coverage ?? {};
  const { offers, alternatives } = await eligibilityOffers(db, {
    technology: row.technology,
    segment: row.segment,
    coverage,
    eligible: row.status === 'eligible',
  });
  const [booking] = await db
    .select()
    .from(installationBookings)
    .where(and(eq(installationBookings.checkId, row.id), isNull(installationBookings.cancelledAt)));
  return {
    checkId: row.id,
    technology: row.technology,
    segment: row.segment,
    status: row.status,
    checkedAt: row.checkedAt.toISOString(),
    ...(building ? { address: building.address } : {}),
    ...(row.latitude !== null && row.longitude !== null ? { position: { latitude: row.latitude, longitude: row.longitude } } : {}),
    ...(row.distanceMeters !== null ? { distanceMeters: row.distanceMeters } : {}),
    ...(row.addressText !== null ? { addressText: row.addressText } : {}),
    coverage,
    ...(row.maxSpeedMbps !== null ? { maxSpeedMbps: row.maxSpeedMbps } : {}),
    offers,
    alternatives,
    ...(booking
      ? { booking: { bookingId: booking.id, reference: booking.reference, visitDate: booking.visitDate, slot: booking.slot, productId: booking.productId } }
      : {}),
  };
}

/** The recorded test, or eligibility-002. */
export async function findCheck(db: Database, checkId: string): Promise<CheckRow> {
  const [row] = await db.select().from(eligibilityChecks).where(eq(eligibilityChecks.id, checkId));
  if (!row) throw new ApiError(404, ELIGIBILITY_ERROR_CODES.checkUnknown, 'No eligibility test has this id');
  return row;
}

/** Records a test as it was given (its id made here). */
export async function recordCheck(db: Database, check: Omit<typeof eligibilityChecks.$inferInsert, 'id'>): Promise<CheckRow> {
  const [row] = await db
    .insert(eligibilityChecks)
    .values({ id: randomUUID(), ...check })
    .returning();
  return row!;
}
