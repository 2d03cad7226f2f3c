import type { SiteOrigins } from './checkout';
import type { FastifyPluginAsync } from 'fastify';
import { bankBillRoutes } from './bank-bill.routes';
import { callbackRoutes } from './callback.routes';
import { orderLookupRoute, trackingRoutes } from './order.routes';
import { paymentRoutes } from './payment.routes';
import { changeNumberPaymentRoutes } from './change-number-payment.routes';
import { migrationPaymentRoutes } from './migration-payment.routes';
import { changeOfferPaymentRoutes } from './change-offer-payment.routes';

/**
 * ms-ecom, mounted at /api/v1/ms-ecom: payment initiation per method, the gateway's confirmation,
 * bank-bill references, orders and their tracking. (Portability is its own plugin.)
 */
export const msEcomRoutes: FastifyPluginAsync<SiteOrigins> = async (app, { publicOrigin, allowedOrigins }) => {
  // Only the origins: the options also hold this plugin's prefix, which the children must not repeat.
  const origins: SiteOrigins = { publicOrigin, allowedOrigins };
  await app.register(paymentRoutes, origins);
  await app.register(changeNumberPaymentRoutes, origins);
  await app.register(migrationPaymentRoutes, origins);
  await app.register(changeOfferPaymentRoutes, origins);
  await app.register(callbackRoutes);
  await app.register(bankBillRoutes);
  await app.register(orderLookupRoute('/order'));
  await app.register(trackingRoutes);
};
