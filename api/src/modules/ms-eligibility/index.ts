import type { ServiceModule } from '../../service-module';
import { addressSearchRoutes } from './address-search.routes';
import { businessRequestRoutes } from './business-request.routes';
import { eligibilityCheckRoutes } from './eligibility-check.routes';
import { installationBookingRoutes } from './installation-booking.routes';
import { coverageRepository } from './coverage.repository';

/** ms-eligibility, at /api/v1/ms-eligibility: fibre and ADSL coverage, the test, the installation visit. */
export const autoPrefix = '/v1/ms-eligibility';

const service: ServiceModule = async (app) => {
  await app.register(coverageRepository);
  await app.register(addressSearchRoutes);
  await app.register(eligibilityCheckRoutes);
  await app.register(installationBookingRoutes);
  await app.register(businessRequestRoutes);
};

export default service;
