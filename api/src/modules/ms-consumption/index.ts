import type { ServiceModule } from '../../service-module';
import { historyCallsRoutes } from './history-calls.routes';
import { usageAlertsRoutes } from './usage-alerts.routes';
import { usageSummaryRoutes } from './usage-summary.routes';
import { usageRepository } from './usage.repository';

/** ms-consumption, at /api/ms-consumption/v1: the line's calls (behind an OTP), its usage summary and its usage alerts. */
export const autoPrefix = '/ms-consumption/v1';

const service: ServiceModule = async (app) => {
  await app.register(usageRepository);
  await app.register(historyCallsRoutes);
  await app.register(usageSummaryRoutes);
  await app.register(usageAlertsRoutes);
};

export default service;
