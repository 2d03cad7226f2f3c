import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ChangeNumberPaymentRequest } from '@atlas/contracts/line-services';
import { GatewayRedirect, SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import { ApiError, errorResponses } from '../../errors';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { changeNumberItem, quoteNumberChange, identifiedLine, selectedMobileLine, spendLineProof } from '../ms-service/public';
import type { SiteOrigins } from './checkout';
import { toGateway } from './checkout-steps';
import { payLineAct } from './line-act-payment';

/**
 * POST /api/v1/ms-ecom/payment/change-number/cb (bearer, the line's segmentation token,
 * Idempotency-Key): the number change of the selected line, confirmed with a code sent to it
 * (`change-number`), paid by card. It is the checkout of a `change-number` cart of the customer:
 * the chosen number is held for it as in the shop, the order names the line, and the line's
 * number changes when the gateway's signed confirmation arrives (once: see applyNumberChange).
 * The same key answers the first answer; a retry never opens a second payment.
 */
export const changeNumberPaymentRoutes: FastifyPluginAsync<SiteOrigins> = async (plugin, origins) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/payment/change-number/cb',
    {
      preHandler: app.requireLine,
      schema: {
        headers: idempotencyHeaderSchema,
        body: ChangeNumberPaymentRequest,
        response: { 200: GatewayRedirect, 201: GatewayRedirect, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { mdn, newMdn, category, otpToken } = request.body;
      return payLineAct(app, request, reply, origins, {
        mdn,
        body: request.body,
        method: 'cartebancaire',
        step: toGateway('card'),
        beforeReplay: async () => {
          await selectedMobileLine(app, request, mdn);
        },
        check: async () => {
          await identifiedLine(app, mdn);
          if (newMdn === mdn) throw new ApiError(409, SHOP_ERROR_CODES.numberUnavailable, 'This is already the line’s number');
          await quoteNumberChange(app.db, mdn, newMdn, category);
        },
        // The code sent to the line is the single-use proof.
        spendOnce: () => spendLineProof(app, otpToken, mdn, 'change-number'),
        refusal: { kind: 'number-change', payload: { newMdn, category } },
        cart: { kind: 'change-number', item: changeNumberItem(category, newMdn), unavailable: SHOP_ERROR_CODES.numberUnavailable },
      });
    },
  );
};
