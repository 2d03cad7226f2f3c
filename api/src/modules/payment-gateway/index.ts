import type { ServiceModule } from '../../service-module';
import { fatouratiRoutes } from './fatourati.routes';
import { hostedPaymentRoutes } from './pay.routes';
import { scheduleReconciliation } from './reconciliation';

/** payment-gateway, at /api/v1/payment-gateway: the simulated card gateway's hosted pages and fatourati,
 * and the reconciliation that delivers every confirmation the shop has not acknowledged. */
export const autoPrefix = '/v1/payment-gateway';

const service: ServiceModule = async (app, { config }) => {
  scheduleReconciliation(app, config.paymentReconcileSeconds);
  await app.register(hostedPaymentRoutes);
  await app.register(fatouratiRoutes);
};

export default service;
