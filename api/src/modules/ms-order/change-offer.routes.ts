import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ChangeOfferQuery,
  ChangeOfferRequest,
  ChangeOfferResponse,
  LINE_SERVICE_ERROR_CODES,
  OfferEligibilityQuery,
  OfferEligibilityResponse,
  SetupFeesQuery,
  SetupFeesResponse,
} from '@atlas/contracts/line-services';
import { SELFCARE_ERROR_CODES } from '@atlas/contracts/selfcare';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage } from '../../language';
import { toDirhams } from '../../money';
import { accountEmailOf, notifyAccount, actHeadersSchema, actOnce, spendLineProof, offerChangeNotice } from '../ms-service/public';
import { feesInDirhams, feesScope, latestInvoices, movePlan, offerEligibility, refusalText, type OfferChangeQuote } from './change-offer';
import { eligibleOrRefuse, offerChangeLine, quoteFor } from './offer-change-checks';

/**
 * ms-order v2, mounted at /api/ms-order/v2: the plan change of the selected line (selfcare spec
 * §7). check-offer-eligibility says whether it may change and why not; display-setup-fees the fees
 * of a plan with a single-use fees token; change-offer moves a line whose change is free, at once,
 * with a code sent to the line; a change with fees is paid by card (ms-ecom payment/change-offer/cb).
 */
export const changeOfferRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/check-offer-eligibility',
    { preHandler: app.requireLine, schema: { querystring: OfferEligibilityQuery, response: { 200: OfferEligibilityResponse, ...errorResponses } } },
    async (request, reply) => {
      const mdn = await offerChangeLine(app, request, request.query.mdn);
      const { reasonCode, unpaid, currentOfferId } = await offerEligibility(app.db, mdn, app.checkout.orders);
      reply.header('cache-control', 'private, no-store');
      return {
        mdn,
        isEligible: reasonCode === null,
        reasonCode,
        reason: reasonCode === null ? null : refusalText(reasonCode, requestLanguage(request.headers)),
        currentOfferId,
        ...(unpaid ? { unpaidInvoices: { count: unpaid.count, total: toDirhams(unpaid.totalCentimes) } } : {}),
      };
    },
  );

  app.get(
    '/display-setup-fees',
    { preHandler: app.requireLine, schema: { querystring: SetupFeesQuery, response: { 200: SetupFeesResponse, ...errorResponses } } },
    async (request, reply) => {
      const mdn = await offerChangeLine(app, request, request.query.mdn);
      await eligibleOrRefuse(app, request, mdn);
      const quote = await quoteFor(app, request, mdn, request.query.offerId);
      const { token } = await app.sessionTokens.signOtpProof(mdn, 'change-offer-fees', feesScope(quote.plan.id, quote.totalFeesCentimes));
      reply.header('cache-control', 'private, no-store');
      return {
        mdn,
        offerId: quote.plan.id,
        offerName: quote.plan.name,
        monthlyPrice: toDirhams(quote.plan.monthlyCentimes),
        currentMonthlyPrice: toDirhams(quote.currentMonthlyCentimes),
        fees: feesInDirhams(quote),
        totalFees: toDirhams(quote.totalFeesCentimes),
        customerbill: { invoices: await latestInvoices(app.db, mdn) },
        feesToken: token,
        effective: quote.totalFeesCentimes > 0 ? 'on-payment' : 'immediately',
      };
    },
  );

  app.put(
    '/change-offer',
    {
      preHandler: app.requireLine,
      schema: { headers: actHeadersSchema, querystring: ChangeOfferQuery, body: ChangeOfferRequest, response: { 200: ChangeOfferResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const mdn = await offerChangeLine(app, request, request.query.mdn);
      const offerId = request.query.idOffer;
      const { otpToken, feesToken } = request.body;
      const language = requestLanguage(request.headers);
      let quote: OfferChangeQuote | undefined;
      return actOnce(app, request, reply, {
        kind: 'offer-change',
        mdn,
        payload: { offerId },
        precheck: async () => {
          await eligibleOrRefuse(app, request, mdn);
          quote = await quoteFor(app, request, mdn, offerId);
          if (quote.totalFeesCentimes > 0) throw new ApiError(409, LINE_SERVICE_ERROR_CODES.offerFeesToPay, 'This change has fees: pay them by card');
        },
        spend: async () => {
          if (!(await app.otpService.consumeProof(feesToken, mdn, 'change-offer-fees', feesScope(offerId, 0)))) {
            throw new ApiError(400, LINE_SERVICE_ERROR_CODES.feesTokenInvalid, 'The fees have expired or were for another plan: load them again');
          }
          await spendLineProof(app, otpToken, mdn, 'change-offer');
        },
        act: async (work) => {
          // Under the line's lock, the line still names the plan it had (a twin never moves it twice).
          const plan = quote!.plan;
          if (!(await movePlan(app, work, { mdn, accountId: request.customer.accountId, plan, dedupeKey: randomUUID() })))
            throw new ApiError(409, SELFCARE_ERROR_CODES.segmentationInvalid, 'The line is gone');
          return { mdn, offerId: plan.id, offerName: plan.name, effectiveAt: new Date().toISOString() };
        },
        after: async (answer) => {
          const { subject, text } = offerChangeNotice(mdn, answer.offerName, answer.reference)[language];
          await notifyAccount(app, { sms: mdn, email: await accountEmailOf(app, request.customer.accountId), subject, text, language });
        },
      });
    },
  );
};
