import type { ServiceModule } from '../../service-module';
import { billingOrderRoutes } from './invoices-order.routes';
import { invoicesRepository } from './invoices.repository';
import { invoicesRoutes } from './invoices.routes';

/** ms-billing, at /api/v1/ms-billing: invoices (search, history, PDF, cart) and an order as billing answers it. */
export const autoPrefix = '/v1/ms-billing';

const service: ServiceModule = async (app) => {
  await app.register(billingOrderRoutes);
  await app.register(invoicesRepository);
  await app.register(invoicesRoutes);
};

export default service;
