import type { ServiceModule } from '../../service-module';
import { fatouratiRoutes } from './fatourati.routes';
import { hostedPaymentRoutes } from './pay.routes';

/** payment-gateway, at /api/v1/payment-gateway: the simulated card gateway's hosted pages and fatourati. */
export const autoPrefix = '/v1/payment-gateway';

const service: ServiceModule = async (app) => {
  await app.register(hostedPaymentRoutes);
  await app.register(fatouratiRoutes);
};

export default service;
