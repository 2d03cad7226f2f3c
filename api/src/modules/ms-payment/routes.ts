import type { FastifyPluginAsync } from 'fastify';
import { orderLookupRoute } from '../ms-ecom/order.routes';
import { captchaRoutes } from '../../plugins/captcha';
import { cartRoutes } from './cart.routes';

/** ms-payment, mounted at /api/v1/ms-payment: the cart, its payment methods, the captcha, order pull. */
export const msPaymentRoutes: FastifyPluginAsync<{ devCaptchaAnswers: boolean }> = async (app, { devCaptchaAnswers }) => {
  await app.register(cartRoutes);
  await app.register(captchaRoutes, { devAnswers: devCaptchaAnswers });
  await app.register(orderLookupRoute('/order/pull'));
};
