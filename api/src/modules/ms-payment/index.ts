import type { ServiceModule } from '../../service-module';
import { orderLookupRoute } from '../ms-ecom/public';
import { captchaRoutes } from './captcha.routes';
import { cartRoutes } from './cart.routes';
import { rechargePaymentRoutes } from './recharge.routes';

/** ms-payment, at /api/v1/ms-payment: the cart, its payment methods, the captcha, order pull, the recharges' payment. */
export const autoPrefix = '/v1/ms-payment';

const service: ServiceModule = async (app, { config }) => {
  await app.register(cartRoutes);
  await app.register(captchaRoutes);
  await app.register(orderLookupRoute('/order/pull'));
  await app.register(rechargePaymentRoutes, { publicOrigin: config.publicOrigin, allowedOrigins: config.corsOrigins });
};

export default service;
