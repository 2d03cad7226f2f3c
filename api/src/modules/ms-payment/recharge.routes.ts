import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RechargeFavoriteParams, RechargeFavorites, RechargePaymentAnswer, RechargePaymentRequest } from '@atlas/contracts/recharge';
import { errorResponses } from '../../errors';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import type { SiteOrigins } from '../../checkout/registries';
import { rechargeFavorites } from './recharge-favorites';
import { payRecharge, RECHARGE_METHODS } from './recharge-methods';
import { rechargeProductSource } from './recharge-products';

/**
 * ms-payment's recharge routes, mounted at /api/v1/ms-payment: POST recharge/scratchcard,
 * /solderecharge, /invoice (facture), /etoile9 — each `{ cartId, contact?: { email } }` with an
 * Idempotency-Key, through ms-ecom's one payment initiation (cart locked, one order per cart, one
 * success per order) — and GET recharge/favorite/{mdn}. Card and fatourati go through ms-ecom's
 * cart/{cartId}/payment/cb and /eb like the shop's.
 */
export const rechargePaymentRoutes: FastifyPluginAsync<SiteOrigins> = async (plugin, origins) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  // The recharges and passes the catalogue lists are sold through the cart like any product.
  app.cartProductSources.set('recharge', rechargeProductSource('recharge'));
  app.cartProductSources.set('pass', rechargeProductSource('pass'));

  for (const route of RECHARGE_METHODS) {
    app.post(
      `/recharge/${route.path}`,
      {
        schema: {
          headers: idempotencyHeaderSchema,
          body: RechargePaymentRequest,
          response: { 200: RechargePaymentAnswer, 201: RechargePaymentAnswer, ...errorResponses },
        },
      },
      (request, reply) => payRecharge(app, request, request.body, reply, route.method, route.step(app), origins),
    );
  }

  app.get(
    '/recharge/favorite/:mdn',
    { schema: { params: RechargeFavoriteParams, response: { 200: RechargeFavorites, ...errorResponses } } },
    async (request, reply) => {
      await app.requireCustomer(request, reply);
      const favorites = await rechargeFavorites(app, request.customer.accountId, request.params.mdn);
      reply.header('cache-control', 'private, no-store');
      return favorites;
    },
  );
};
