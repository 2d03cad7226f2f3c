import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { BankBillPayment, CartParams, GatewayRedirect, PaymentInitiationRequest, RegisteredOrder, type PaymentMethodId } from '@atlas/contracts/shop';
import { errorResponses } from '../../errors';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { initiatePayment, type MethodStep, type SiteOrigins } from './checkout';
import { bankBill, cash, toGateway } from './checkout-steps';

const ROUTES: Array<{ path: string; method: PaymentMethodId; step: MethodStep; reply: TSchema }> = [
  { path: 'cb', method: 'cartebancaire', step: toGateway('card'), reply: GatewayRedirect },
  { path: 'app', method: 'applicationbancaire', step: toGateway('bank-app'), reply: GatewayRedirect },
  { path: 'cash', method: 'especes', step: cash, reply: RegisteredOrder },
  { path: 'eb', method: 'fatourati', step: bankBill, reply: BankBillPayment },
];

/**
 * ms-ecom's payment initiation, mounted at /api/v1/ms-ecom: POST cart/{cartId}/payment/cb (card),
 * /app (bank app), /cash (especes), /eb (bank-bill reference), each with an Idempotency-Key.
 */
export const paymentRoutes: FastifyPluginAsync<SiteOrigins> = async (plugin, origins) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  for (const route of ROUTES) {
    app.post(
      `/cart/:cartId/payment/${route.path}`,
      {
        schema: {
          headers: idempotencyHeaderSchema,
          params: CartParams,
          body: PaymentInitiationRequest,
          response: { 200: route.reply, 201: route.reply, ...errorResponses },
        },
      },
      (request, reply) =>
        initiatePayment(app, request, reply, { cartId: request.params.cartId, body: request.body, route: 'shop' }, route.method, route.step, origins),
    );
  }
};
