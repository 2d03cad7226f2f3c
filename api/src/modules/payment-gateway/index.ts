import type { ServiceModule } from '../../service-module';
import { fatouratiRoutes } from './fatourati.routes';
import { hostedPaymentRoutes } from './pay.routes';
import { scheduleReconciliation } from './reconciliation';

/** payment-gateway, at /api/v1/payment-gateway: the simulated card gateway's hosted pages and fatourati,
 * and the reconciliation that delivers every confirmation the shop has not acknowledged. */
export const autoPrefix = '/v1/payment-gateway';

const service: ServiceModule = async (app, { config }) => {
  // A sandbox (test cards; a bank counter anyone may use to mark a bank-bill code paid): only
  // with PAYMENT_GATEWAY_SANDBOX, on by default outside production, off in it unless set to on.
  if (!config.paymentGatewaySandbox) return;
  // The sandbox's own outbox of confirmations to the shop, delivered again until acknowledged.
  scheduleReconciliation(app, config.paymentReconcileSeconds);
  await app.register(hostedPaymentRoutes);
  await app.register(fatouratiRoutes);
};

export default service;
