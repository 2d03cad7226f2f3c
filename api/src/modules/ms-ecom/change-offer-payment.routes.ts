import type { FastifyPluginAsync } from 'fastify';
import { LINE_SERVICE_ERROR_CODES, type ChangeOfferPaymentRequest } from '@atlas/contracts/line-services';
import { SELFCARE_ERROR_CODES } from '@atlas/contracts/selfcare';
import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import { MDN_PATTERN } from '@atlas/forms/patterns';
import { ApiError, errorResponses } from '../../errors';
import { idempotencyHeaderSchema } from '../ms-forms/form-requests';
import { feesScope, offerChangeItem } from '../ms-service/change-offer';
import { eligibleOrRefuse, quoteFor } from '../ms-service/change-offer.routes';
import { recordRefusal, selectedMobileLine, spendLineProof } from '../ms-service/line-service-acts';
import { cartOfKey, lineActCart, TWIN_WAIT_MS } from './change-number-payment.routes';
import { initiatePayment, type CheckoutBody, type SiteOrigins } from './checkout';
import { gatewayRedirectSchema } from './checkout.schema';
import { toGateway } from './payment.routes';

/**
 * POST /api/v1/ms-ecom/payment/change-offer/cb (bearer, the line's segmentation token,
 * Idempotency-Key): a plan change with fees (a move to a cheaper plan), confirmed with a code sent
 * to the line (`change-offer`) and the fees token of display-setup-fees, paid by card. It is the
 * checkout of a `change-offer` cart holding the fees; the line moves to the plan when the
 * gateway's signed confirmation arrives, once (see applyOfferChange). A declined card changes
 * nothing; the same key answers the first payment.
 */
export const changeOfferPaymentRoutes: FastifyPluginAsync<SiteOrigins> = async (app, origins) => {
  app.post<{ Params: { cartId: string }; Body: ChangeOfferPaymentRequest & CheckoutBody }>(
    '/payment/change-offer/cb',
    {
      preHandler: app.requireLine,
      schema: {
        headers: idempotencyHeaderSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['mdn', 'offerId', 'otpToken', 'feesToken'],
          properties: {
            mdn: { type: 'string', pattern: MDN_PATTERN.source },
            offerId: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' },
            otpToken: { type: 'string', minLength: 1, maxLength: 2048 },
            feesToken: { type: 'string', minLength: 1, maxLength: 2048 },
            returnUrl: { type: 'string', maxLength: 300 },
          },
        },
        response: { 200: gatewayRedirectSchema, 201: gatewayRedirectSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { mdn, offerId, otpToken, feesToken } = request.body;
      const key = String(request.headers['idempotency-key']);
      const pay = (cartId: string) => {
        request.params = { cartId };
        return initiatePayment(app, request, reply, 'cartebancaire', toGateway('card'), { ...origins, lineMdn: mdn });
      };
      const earlier = await cartOfKey(app, key);
      if (earlier) {
        // A replay after the plan changed still answers the first answer, to the line's owner only.
        if (mdn !== request.line.mdn) throw new ApiError(403, SELFCARE_ERROR_CODES.segmentationInvalid, 'The mdn is not the selected line');
        return pay(earlier);
      }
      try {
        await selectedMobileLine(app, request, mdn);
        await eligibleOrRefuse(app, request, mdn);
        const quote = await quoteFor(app, request, mdn, offerId);
        // A free change has nothing to pay: it is change-offer's.
        if (quote.totalFeesCentimes === 0) throw new ApiError(409, SHOP_ERROR_CODES.cartEmpty, 'This change has no fees: confirm it without payment');
        if (!(await app.otpService.consumeProof(feesToken, mdn, 'change-offer-fees', feesScope(offerId, quote.totalFeesCentimes)))) {
          // A twin with the same key spent it a moment ago: answer its payment.
          const twin = await cartOfKey(app, key, TWIN_WAIT_MS);
          if (twin) return await pay(twin);
          throw new ApiError(400, LINE_SERVICE_ERROR_CODES.feesTokenInvalid, 'The fees have expired, changed or were for another plan: load them again');
        }
        await spendLineProof(app, otpToken, mdn, 'change-offer');
      } catch (error) {
        if (error instanceof ApiError) await recordRefusal(app, request, 'offer-change', mdn, { offerId }, error.code);
        throw error;
      }
      const cartId = await lineActCart(app, request.customer.accountId, 'change-offer', offerChangeItem(offerId, mdn), SHOP_ERROR_CODES.productNotSellable);
      return pay(cartId);
    },
  );
};
