import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { LINE_SERVICE_ERROR_CODES, MigrationPaymentRequest } from '@atlas/contracts/line-services';
import { MIGRATION_TERMS } from '@atlas/contracts/selfcare';
import { BankBillPayment, GatewayRedirect, SHOP_ERROR_CODES, type PaymentMethodId } from '@atlas/contracts/shop';
import { ApiError, errorResponses } from '../../errors';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { acceptTerms } from '../ms-iam/public';
import { migratingLine, migrationItem, migrationOffers } from '../ms-service/public';
import type { MethodStep, SiteOrigins } from './checkout';
import { bankBill, toGateway } from './checkout-steps';
import { payLineAct } from './line-act-payment';

const ROUTES: Array<{ path: string; method: PaymentMethodId; step: MethodStep; reply: TSchema }> = [
  { path: 'cb', method: 'cartebancaire', step: toGateway('card'), reply: GatewayRedirect },
  { path: 'eb', method: 'fatourati', step: bankBill, reply: BankBillPayment },
];

/**
 * POST /api/v1/ms-ecom/payment/migration/cb (card) and /eb (a fatourati bank-bill reference):
 * a prepaid line moves to a plan (bearer, the line's segmentation token, Idempotency-Key, the
 * eligibility token of display-offer-migration, a code sent to the line, the migration_cgu terms).
 * It is the checkout of a `migration` cart (the plan's first month); the line becomes postpaid
 * when the gateway's signed confirmation arrives, once (see applyMigration).
 */
export const migrationPaymentRoutes: FastifyPluginAsync<SiteOrigins> = async (plugin, origins) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  for (const route of ROUTES) {
    app.post(
      `/payment/migration/${route.path}`,
      {
        preHandler: app.requireLine,
        schema: { headers: idempotencyHeaderSchema, body: MigrationPaymentRequest, response: { 200: route.reply, 201: route.reply, ...errorResponses } },
      },
      async (request, reply) => {
        const { mdn, offerId, email, eligibilityToken, otpToken } = request.body;
        return payLineAct(app, request, reply, origins, {
          mdn,
          // The contact email of the order: the payment's receipt goes there.
          body: { ...request.body, contact: { email } },
          method: route.method,
          step: route.step,
          check: async () => {
            await migratingLine(app, request, mdn);
            // The migration_cgu terms the request accepted (its schema refuses it without them).
            await acceptTerms(app.db, { accountId: request.customer.accountId, type: MIGRATION_TERMS.type, process: MIGRATION_TERMS.process, mdn });
            if (!(await migrationOffers(app.db)).some((offer) => offer.id === offerId))
              throw new ApiError(422, SHOP_ERROR_CODES.productNotSellable, 'No migration offer has this id');
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
