import type { FastifyPluginAsync } from 'fastify';
import { LINE_SERVICE_ERROR_CODES, type MigrationPaymentRequest } from '@atlas/contracts/line-services';
import { SHOP_ERROR_CODES, type PaymentMethodId } from '@atlas/contracts/shop';
import { EMAIL_PATTERN, MDN_PATTERN } from '@atlas/forms/patterns';
import { ApiError, errorResponses } from '../../errors';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { migratingLine, migrationItem, migrationOffers } from '../ms-service/public';
import type { CheckoutBody, MethodStep, SiteOrigins } from './checkout';
import { bankBillSchema, gatewayRedirectSchema } from './checkout.schema';
import { payLineAct } from './line-act-payment';
import { bankBill, toGateway } from './payment.routes';

const ROUTES: Array<{ path: string; method: PaymentMethodId; step: MethodStep; reply: object }> = [
  { path: 'cb', method: 'cartebancaire', step: toGateway('card'), reply: gatewayRedirectSchema },
  { path: 'eb', method: 'fatourati', step: bankBill, reply: bankBillSchema },
];

/**
 * POST /api/v1/ms-ecom/payment/migration/cb (card) and /eb (a fatourati bank-bill reference):
 * a prepaid line moves to a plan (bearer, the line's segmentation token, Idempotency-Key, the
 * eligibility token of display-offer-migration, a code sent to the line, the migration_cgu terms).
 * It is the checkout of a `migration` cart (the plan's first month); the line becomes postpaid
 * when the gateway's signed confirmation arrives, once (see applyMigration).
 */
export const migrationPaymentRoutes: FastifyPluginAsync<SiteOrigins> = async (app, origins) => {
  for (const route of ROUTES) {
    app.post<{ Params: { cartId: string }; Body: MigrationPaymentRequest & CheckoutBody }>(
      `/payment/migration/${route.path}`,
      {
        preHandler: app.requireLine,
        schema: {
          headers: idempotencyHeaderSchema,
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['mdn', 'offerId', 'email', 'termsAccepted', 'eligibilityToken', 'otpToken'],
            properties: {
              mdn: { type: 'string', pattern: MDN_PATTERN.source },
              offerId: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' },
              email: { type: 'string', maxLength: 254, pattern: EMAIL_PATTERN.source },
              termsAccepted: { type: 'boolean', const: true },
              eligibilityToken: { type: 'string', minLength: 1, maxLength: 2048 },
              otpToken: { type: 'string', minLength: 1, maxLength: 2048 },
              returnUrl: { type: 'string', maxLength: 300 },
            },
          },
          response: { 200: route.reply, 201: route.reply, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { mdn, offerId, email, eligibilityToken, otpToken } = request.body;
        // The contact email of the order: the payment's receipt goes there.
        request.body = { ...request.body, contact: { email } };
        return payLineAct(app, request, reply, origins, {
          mdn,
          method: route.method,
          step: route.step,
          check: async () => {
            await migratingLine(app, request, mdn);
            if (!(await migrationOffers(app.db)).some((offer) => offer.id === offerId)) throw new ApiError(422, SHOP_ERROR_CODES.productNotSellable, 'No migration offer has this id');
          },
          spendOnce: async () => {
            if (!(await app.otpService.consumeProof(eligibilityToken, mdn, 'migration-eligibility'))) {
              throw new ApiError(400, LINE_SERVICE_ERROR_CODES.eligibilityTokenInvalid, 'The eligibility token has expired or was already used');
            }
          },
          lineCode: { token: otpToken, purpose: 'migration' },
          refusal: { kind: 'migration', payload: { offerId } },
          cart: { kind: 'migration', item: migrationItem(offerId), unavailable: SHOP_ERROR_CODES.productNotSellable },
        });
      },
    );
  }
};
