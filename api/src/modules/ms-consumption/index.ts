import type { ServiceModule } from '../../service-module';
import { historyCallsRoutes } from './history-calls.routes';
import { usageSummaryRoutes } from './usage-summary.routes';
import { usageRepository } from './usage.repository';

/** ms-consumption, at /api/ms-consumption/v1: the line's calls (behind an OTP) and its usage summary. */
export const autoPrefix = '/ms-consumption/v1';

const service: ServiceModule = async (app) => {
  await app.register(usageRepository);
  await app.register(historyCallsRoutes);
  await app.register(usageSummaryRoutes);
};

export default service;
