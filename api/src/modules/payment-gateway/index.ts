import type { ServiceModule } from '../../service-module';
import { paymentGatewayRoutes } from './routes';

/** payment-gateway, at /api/v1/payment-gateway: the simulated card gateway's hosted pages and fatourati. */
export const autoPrefix = '/v1/payment-gateway';

const service: ServiceModule = async (app) => {
  await app.register(paymentGatewayRoutes);
};

export default service;
