import type { FastifyPluginAsync } from 'fastify';
import { bankBillRoutes } from './bank-bill.routes';
import { callbackRoutes } from './callback.routes';
import { orderLookupRoute, trackingRoutes } from './order.routes';
import { paymentRoutes } from './payment.routes';
import { changeNumberPaymentRoutes } from './change-number-payment.routes';
import { migrationPaymentRoutes } from './migration-payment.routes';

/**
 * ms-ecom, mounted at /api/v1/ms-ecom: payment initiation per method, the gateway's confirmation,
 * bank-bill references, orders and their tracking. (Portability is its own plugin.)
 */
export const msEcomRoutes: FastifyPluginAsync<{ allowedOrigins: string[] }> = async (app, { allowedOrigins }) => {
  await app.register(paymentRoutes, { allowedOrigins });
  await app.register(changeNumberPaymentRoutes, { allowedOrigins });
  await app.register(migrationPaymentRoutes, { allowedOrigins });
  await app.register(callbackRoutes);
  await app.register(bankBillRoutes);
  await app.register(orderLookupRoute('/order'));
  await app.register(trackingRoutes);
};
