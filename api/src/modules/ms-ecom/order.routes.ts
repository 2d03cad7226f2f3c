import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OrderTracking, OrderTrackingSearch } from '@atlas/contracts/shop';
import { errorResponses } from '../../errors';
import { trackOrder } from './order-tracking';

/**
 * POST /order/tracking: the order's path, only for someone who gives its id, the identity number
 * and the phone number it was placed with (see trackOrder). GET /order?refNumber is the shared
 * order lookup (order-lookup.routes.ts).
 */
export const trackingRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/order/tracking', { schema: { body: OrderTrackingSearch, response: { 200: OrderTracking, ...errorResponses } } }, async (request) =>
    trackOrder(app, request, request.body),
  );
};
