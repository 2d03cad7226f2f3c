import type { ServiceModule } from '../../service-module';
import { invoiceCheckoutRule, invoiceProductSource, settleInvoices } from './invoices';
import { invoiceBankBillsRoutes } from './invoice-bank-bills.routes';
import { billingOrderRoutes } from './invoices-order.routes';
import { invoicesRepository } from './invoices.repository';
import { invoicesRoutes } from './invoices.routes';

/** ms-billing, at /api/v1/ms-billing: invoices (search, history, PDF, cart, the bank bills pending on them) and an order as billing answers it. */
export const autoPrefix = '/v1/ms-billing';

const service: ServiceModule = async (app) => {
  // Invoices enter carts only through this module's invoice cart (add-item refuses them).
  app.cartProductSources.set('facture', invoiceProductSource);
  app.checkout.rule('invoice', invoiceCheckoutRule).fulfil('invoice', (_app, work, order) => settleInvoices(work, order));
  await app.register(billingOrderRoutes);
  await app.register(invoicesRepository);
  await app.register(invoicesRoutes);
  await app.register(invoiceBankBillsRoutes);
};

export default service;
