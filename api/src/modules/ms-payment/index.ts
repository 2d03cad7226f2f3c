import type { ServiceModule } from '../../service-module';
import { rechargeCheckoutRule } from './recharge-checkout-rule';
import { creditRecharge } from './recharge-credit';
import { captchaRoutes } from './captcha.routes';
import { cartsRepository, insertCartWithItems } from './carts.repository';
import { cartRoutes } from './cart.routes';
import { orderPullRoutes } from './order-pull.routes';
import { rechargeRepository } from './recharge.repository';
import { rechargePaymentRoutes } from './recharge.routes';

/** ms-payment, at /api/v1/ms-payment: the cart, its payment methods, the captcha, order pull, the recharges' payment. */
export const autoPrefix = '/v1/ms-payment';

const service: ServiceModule = async (app, { config }) => {
  app.checkout.rule('recharge', rechargeCheckoutRule(app.checkout)).fulfil('recharge', async (app, work, order) => {
    await creditRecharge(app, work, order);
  });
  app.checkout.provideCartMaker(insertCartWithItems);
  await app.register(cartsRepository);
  await app.register(rechargeRepository);
  await app.register(cartRoutes);
  await app.register(captchaRoutes);
  await app.register(orderPullRoutes);
  await app.register(rechargePaymentRoutes, { publicOrigin: config.publicOrigin, allowedOrigins: config.corsOrigins });
};

export default service;
