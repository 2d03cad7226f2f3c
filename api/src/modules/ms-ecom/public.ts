/**
 * What other modules may use of ms-ecom (its only public entry: the eslint zones refuse any other
 * import of this folder from another module). Routes are never exported: each module registers its own.
 */
export { initiatePayment, type CheckoutBody, type CheckoutContext, type MethodStep, type SiteOrigins } from './checkout';
// The one route shared: ms-payment (/order/pull) and ms-billing (/invoices/order) answer an order
// lookup exactly like ms-ecom's /order (left to become an orders repository decorator).
export { orderLookupRoute } from './order.routes';
export { reached, type OrderRow } from './orders';
export { checkPortability, portabilityRequestSchema } from './portability.routes';
