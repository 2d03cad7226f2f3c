import type { SiteOrigins } from '../../checkout/registries';
import { initiatePayment } from './checkout';
import { checkoutOrders } from './checkout-orders.repository';
import { shopCheckoutRule } from './shop-checkout-rule';
import type { ServiceModule } from '../../service-module';
import { bankBillRoutes } from './bank-bill.routes';
import { callbackRoutes } from './callback.routes';
import { orderLookupRoutes } from './order-lookup.routes';
import { receiptRoutes } from './receipt.routes';
import { trackingRoutes } from './order.routes';
import { ordersRepository } from './orders.repository';
import { paymentRoutes } from './payment.routes';
import { portabilityRoutes } from './portability.routes';
import { changeNumberPaymentRoutes } from './change-number-payment.routes';
import { migrationPaymentRoutes } from './migration-payment.routes';
import { changeOfferPaymentRoutes } from './change-offer-payment.routes';

/**
 * ms-ecom, at /api/v1/ms-ecom: payment initiation per method, the gateway's confirmation,
 * bank-bill references, orders and their tracking, and the portability check.
 */
export const autoPrefix = '/v1/ms-ecom';

const service: ServiceModule = async (app, { config }) => {
  const origins: SiteOrigins = { publicOrigin: config.publicOrigin, allowedOrigins: config.corsOrigins };
  // The checkout core's payment initiation and orders are this module's; the shop's carts are its own kind.
  app.checkout.provideInitiation(initiatePayment).provideOrders(checkoutOrders).rule('shop', shopCheckoutRule);
  await app.register(ordersRepository);
  await app.register(paymentRoutes, origins);
  await app.register(changeNumberPaymentRoutes, origins);
  await app.register(migrationPaymentRoutes, origins);
  await app.register(changeOfferPaymentRoutes, origins);
  await app.register(callbackRoutes);
  await app.register(bankBillRoutes);
  await app.register(orderLookupRoutes);
  await app.register(receiptRoutes);
  await app.register(trackingRoutes);
  await app.register(portabilityRoutes, { prefix: '/portability' });
};

export default service;
