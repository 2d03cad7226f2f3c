import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GatewayCallback, GatewayCallbackAnswer, GatewayCallbackHeaders, SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import { errorResponses } from '../../errors';
import { CALLBACK_TOLERANCE_SECONDS, isSignedByGateway, SIGNATURE_HEADER } from '../payment-gateway/public';
import { confirmPayment, refused } from './payment-confirmation';

/**
 * POST /api/v1/ms-ecom/payment/callback: the gateway's server-to-server confirmation. Refused
 * unless signed with PAYMENT_GATEWAY_SECRET (gateway-004), fresh (five minutes, gateway-004),
 * never seen (gateway-005) and for the amount of the attempt and of the order (gateway-006). It
 * sets the payment state with the refNumber, once: the order row is locked, and at most one
 * payment of an order can succeed.
 */
export const callbackRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/payment/callback',
    { schema: { headers: GatewayCallbackHeaders, body: GatewayCallback, response: { 200: GatewayCallbackAnswer, ...errorResponses } } },
    async (request) => {
      const event = request.body;
      if (!isSignedByGateway(app.paymentGatewaySecret, event, request.headers[SIGNATURE_HEADER])) {
        throw refused(401, SHOP_ERROR_CODES.signatureInvalid, 'The signature does not match the payload');
      }
      if (Math.abs(Date.now() / 1000 - event.timestamp) > CALLBACK_TOLERANCE_SECONDS) {
        throw refused(401, SHOP_ERROR_CODES.signatureInvalid, 'The confirmation is too old or from the future');
      }
      return confirmPayment(app, event);
    },
  );
};
