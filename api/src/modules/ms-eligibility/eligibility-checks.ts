import { ELIGIBILITY_ERROR_CODES, type EligibilityCheck } from '@atlas/contracts/eligibility';
import { ApiError } from '../../errors';
import { findBuilding } from './coverage';
import { eligibilityOffers } from './eligibility-offers';
import type { CheckRow, EligibilityChecksRepository } from './eligibility-checks.repository';
import type { EligibilityStores } from './repositories';

export type { CheckRow };

/**
 * A recorded test as the page shows it: its outcome as it was given, the building as the model
 * holds it, the offers of today's catalogue, and the installation booked on it if there is one.
 */
export async function toEligibilityCheck(stores: EligibilityStores, row: CheckRow): Promise<EligibilityCheck> {
  const building = row.buildingId ? await findBuilding(stores.coverage, row.buildingId) : undefined;
  const coverage = building?.coverage ?? {};
  const { offers, alternatives } = await eligibilityOffers(stores.catalogue, {
    technology: row.technology,
    segment: row.segment,
    coverage,
    eligible: row.status === 'eligible',
  });
  const booking = await stores.bookings.activeOfCheck(row.id);
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
export async function findCheck(checks: EligibilityChecksRepository, checkId: string): Promise<CheckRow> {
  const row = await checks.byId(checkId);
  if (!row) throw new ApiError(404, ELIGIBILITY_ERROR_CODES.checkUnknown, 'No eligibility test has this id');
  return row;
}
