/**
 * What other modules may use of ms-ecom (its only public entry: the eslint zones refuse any other
 * import of this folder from another module). Routes are never exported: each module registers its own.
 */
export { initiatePayment, type CheckoutBody, type CheckoutContext, type MethodStep, type SiteOrigins } from './checkout';
// The one route shared, defined once by the orders' owner: ms-payment (/order/pull) and ms-billing
// (/invoices/order) answer an order lookup exactly like ms-ecom's /order, each at its own path.
export { orderLookupRoute } from './order-lookup.routes';
export { reached, type OrderRow } from './orders';
export { checkPortability, portabilityRequestSchema } from './portability';
