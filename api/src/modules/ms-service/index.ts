import type { ServiceModule } from '../../service-module';
import { changeNumberQuoteRoutes } from './change-number-quote.routes';
import { getPukRoutes } from './get-puk.routes';
import { lineServicesRepository } from './line-services.repository';
import { numbersRoutes } from './numbers.routes';
import { roamingStatusRoutes } from './roaming-status.routes';
import { simLockRoutes } from './sim-lock.routes';
import { simSwapRoutes } from './sim-swap.routes';
import { suspendReactivateLineRoutes } from './suspend-reactivate-line.routes';

/** ms-service, at /api/ms-service: numbers, and the self-care services of a line. */
export const autoPrefix = '/ms-service';

const service: ServiceModule = async (app) => {
  await app.register(lineServicesRepository);
  await app.register(numbersRoutes);
  await app.register(getPukRoutes);
  await app.register(suspendReactivateLineRoutes);
  await app.register(roamingStatusRoutes);
  await app.register(simLockRoutes);
  await app.register(simSwapRoutes);
  await app.register(changeNumberQuoteRoutes);
};

export default service;
