import type { ServiceModule } from '../../service-module';
import { checkIdentitySimSwapRoutes } from './check-identity-sim-swap.routes';
import { transactionRoutes } from './get-transactions-list.routes';
import { notificationRoutes } from './notifications.routes';
import { msClientRoutes } from './routes';
import { savRoutes } from './sav-request.routes';

/** ms-client, at /api/ms-client/v1: the customer's profile, lines, addresses, avatar, transactions, notifications and after-sales requests. */
export const autoPrefix = '/ms-client/v1';

const service: ServiceModule = async (app) => {
  await app.register(msClientRoutes);
  await app.register(checkIdentitySimSwapRoutes);
  await app.register(transactionRoutes);
  await app.register(notificationRoutes);
  await app.register(savRoutes);
};

export default service;
