import type { ServiceModule } from '../../service-module';
import { displayOfferMigrationRoutes } from './display-offer-migration.routes';
import { msBalanceRoutes } from './routes';

/** ms-balance, at /api/ms-balance/v1: the line's balances and the prepaid-to-postpaid offers. */
export const autoPrefix = '/ms-balance/v1';

const service: ServiceModule = async (app) => {
  await app.register(msBalanceRoutes);
  await app.register(displayOfferMigrationRoutes);
};

export default service;
