import { orderLookupRoute } from '../ms-ecom/public';

/** GET /api/v1/ms-billing/invoices/order?refNumber: an order as billing answers it (the same Order). */
export const billingOrderRoutes = orderLookupRoute('/invoices/order');
