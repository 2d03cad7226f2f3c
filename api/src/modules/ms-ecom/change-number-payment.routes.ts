import type { FastifyPluginAsync } from 'fastify';
import type { ChangeNumberPaymentRequest } from '@atlas/contracts/line-services';
import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import { MDN_PATTERN } from '@atlas/forms/patterns';
import { ApiError, errorResponses } from '../../errors';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { changeNumberItem, quoteNumberChange, identifiedLine, selectedMobileLine, spendLineProof } from '../ms-service/public';
import type { CheckoutBody, SiteOrigins } from './checkout';
import { gatewayRedirectSchema } from './checkout.schema';
import { payLineAct } from './line-act-payment';
import { toGateway } from './payment.routes';

const mdnField = { type: 'string', pattern: MDN_PATTERN.source } as const;

/**
 * POST /api/v1/ms-ecom/payment/change-number/cb (bearer, the line's segmentation token,
 * Idempotency-Key): the number change of the selected line, confirmed with a code sent to it
 * (`change-number`), paid by card. It is the checkout of a `change-number` cart of the customer:
 * the chosen number is held for it as in the shop, the order names the line, and the line's
 * number changes when the gateway's signed confirmation arrives (once: see applyNumberChange).
 * The same key answers the first answer; a retry never opens a second payment.
 */
export const changeNumberPaymentRoutes: FastifyPluginAsync<SiteOrigins> = async (app, origins) => {
  app.post<{ Params: { cartId: string }; Body: ChangeNumberPaymentRequest & CheckoutBody }>(
    '/payment/change-number/cb',
    {
      preHandler: app.requireLine,
      schema: {
        headers: idempotencyHeaderSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['mdn', 'newMdn', 'category', 'otpToken'],
          properties: {
            mdn: mdnField,
            newMdn: mdnField,
            category: { type: 'string', pattern: '^[a-z0-9-]{1,32}$' },
            otpToken: { type: 'string', minLength: 1, maxLength: 2048 },
            returnUrl: { type: 'string', maxLength: 300 },
          },
        },
        response: { 200: gatewayRedirectSchema, 201: gatewayRedirectSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { mdn, newMdn, category, otpToken } = request.body;
      return payLineAct(app, request, reply, origins, {
        mdn,
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
