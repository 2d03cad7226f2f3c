import type { FastifyPluginAsync } from 'fastify';
import { addressSearchRoutes } from './address-search.routes';
import { businessRequestRoutes } from './business-request.routes';
import { eligibilityCheckRoutes } from './eligibility-check.routes';
import { installationBookingRoutes } from './installation-booking.routes';

/** ms-eligibility, mounted at /api/v1/ms-eligibility: fibre and ADSL coverage, the test, the installation visit. */
export const msEligibilityRoutes: FastifyPluginAsync = async (app) => {
  await app.register(addressSearchRoutes);
  await app.register(eligibilityCheckRoutes);
  await app.register(installationBookingRoutes);
  await app.register(businessRequestRoutes);
};
