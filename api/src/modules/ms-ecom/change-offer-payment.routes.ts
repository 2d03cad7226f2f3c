import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ChangeOfferPaymentRequest, LINE_SERVICE_ERROR_CODES } from '@atlas/contracts/line-services';
import { GatewayRedirect, SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import { ApiError, errorResponses } from '../../errors';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { feesScope, offerChangeItem, eligibleOrRefuse, quoteFor } from '../ms-order/public';
import { selectedMobileLine } from '../ms-service/public';
import type { SiteOrigins } from './checkout';
import { toGateway } from './checkout-steps';
import { payLineAct } from './line-act-payment';

/**
 * POST /api/v1/ms-ecom/payment/change-offer/cb (bearer, the line's segmentation token,
 * Idempotency-Key): a plan change with fees (a move to a cheaper plan), confirmed with a code sent
 * to the line (`change-offer`) and the fees token of display-setup-fees, paid by card. It is the
 * checkout of a `change-offer` cart holding the fees; the line moves to the plan when the
 * gateway's signed confirmation arrives, once (see applyOfferChange). A declined card changes
 * nothing; the same key answers the first payment.
 */
export const changeOfferPaymentRoutes: FastifyPluginAsync<SiteOrigins> = async (plugin, origins) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/payment/change-offer/cb',
    {
      preHandler: app.requireLine,
      schema: {
        headers: idempotencyHeaderSchema,
        body: ChangeOfferPaymentRequest,
        response: { 200: GatewayRedirect, 201: GatewayRedirect, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { mdn, offerId, otpToken, feesToken } = request.body;
      return payLineAct(app, request, reply, origins, {
        mdn,
        body: request.body,
        method: 'cartebancaire',
        step: toGateway('card'),
        check: async () => {
          await selectedMobileLine(app, request, mdn);
          await eligibleOrRefuse(app, request, mdn);
          const quote = await quoteFor(app, request, mdn, offerId);
          // A free change has nothing to pay: it is change-offer's.
          if (quote.totalFeesCentimes === 0) throw new ApiError(409, SHOP_ERROR_CODES.cartEmpty, 'This change has no fees: confirm it without payment');
          return quote;
        },
        spendOnce: async (quote) => {
          if (!(await app.otpService.consumeProof(feesToken, mdn, 'change-offer-fees', feesScope(offerId, quote.totalFeesCentimes)))) {
            throw new ApiError(400, LINE_SERVICE_ERROR_CODES.feesTokenInvalid, 'The fees have expired, changed or were for another plan: load them again');
          }
        },
        lineCode: { token: otpToken, purpose: 'change-offer' },
        refusal: { kind: 'offer-change', payload: { offerId } },
        cart: { kind: 'change-offer', item: offerChangeItem(offerId, mdn), unavailable: SHOP_ERROR_CODES.productNotSellable },
      });
    },
  );
};
