import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LINE_SERVICE_ERROR_CODES, type ChangeOfferRequest, type ChangeOfferResponse, type OfferEligibilityResponse, type SetupFeesResponse } from '@atlas/contracts/line-services';
import { SELFCARE_ERROR_CODES } from '@atlas/contracts/selfcare';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage } from '../../language';
import { toDirhams } from '../../money';
import { accountEmailOf, notifyAccount, actHeadersSchema, actOnce, mdnField, receiptProperties, selectedMobileLine, spendLineProof, offerChangeNotice } from '../ms-service/public';
import { feesInDirhams, feesScope, latestInvoices, movePlan, offerEligibility, plansOfAccount, quoteOfferChange, refusalText, type OfferChangeQuote } from './change-offer';

const offerIdField = { type: 'string', pattern: '^[a-z0-9-]{1,64}$' } as const;
const localized = { type: 'object', required: ['fr', 'ar', 'en'], properties: { fr: { type: 'string' }, ar: { type: 'string' }, en: { type: 'string' } } } as const;

/** The line a plan change call names: `mdn` when given (it must be the selected line), else the selected line (a cameleon line omits it). */
export async function offerChangeLine(app: FastifyInstance, request: FastifyRequest, mdn: string | undefined): Promise<string> {
  const line = mdn ?? request.line.mdn;
  await selectedMobileLine(app, request, line);
  return line;
}

/** Refuses a line that may not change plan now: service-015, with the spec's reason code and text. */
export async function eligibleOrRefuse(app: FastifyInstance, request: FastifyRequest, mdn: string): Promise<void> {
  const eligibility = await offerEligibility(app.db, mdn);
  if (eligibility.reasonCode !== null) {
    throw new ApiError(409, LINE_SERVICE_ERROR_CODES.offerNotEligible, refusalText(eligibility.reasonCode, requestLanguage(request.headers)), undefined, { reasonCode: eligibility.reasonCode });
  }
}

/** The quote of moving the line to `offerId`, a plan of the customer's catalogue other than the line's (service-018, product-unknown). */
export async function quoteFor(app: FastifyInstance, request: FastifyRequest, mdn: string, offerId: string): Promise<OfferChangeQuote> {
  const { currentOfferId } = await offerEligibility(app.db, mdn);
  if (offerId === currentOfferId) throw new ApiError(409, LINE_SERVICE_ERROR_CODES.offerAlreadyActive, 'The line is already on this plan');
  const plan = (await plansOfAccount(app.db, request.customer.accountId)).find((candidate) => candidate.id === offerId);
  if (!plan) throw new ApiError(404, 'not-found', 'No plan of this customer’s catalogue has this id');
  return quoteOfferChange(app.db, mdn, currentOfferId, plan);
}

/**
 * ms-order v2, mounted at /api/ms-order/v2: the plan change of the selected line (selfcare spec
 * §7). check-offer-eligibility says whether it may change and why not; display-setup-fees the fees
 * of a plan with a single-use fees token; change-offer moves a line whose change is free, at once,
 * with a code sent to the line; a change with fees is paid by card (ms-ecom payment/change-offer/cb).
 */
export const changeOfferRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { mdn?: string }; Reply: OfferEligibilityResponse }>(
    '/check-offer-eligibility',
    {
      preHandler: app.requireLine,
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { mdn: mdnField } },
        response: {
          200: {
            type: 'object',
            required: ['mdn', 'isEligible', 'reasonCode', 'reason', 'currentOfferId'],
            properties: {
              mdn: { type: 'string' },
              isEligible: { type: 'boolean' },
              reasonCode: { type: ['integer', 'null'] },
              reason: { type: ['string', 'null'] },
              currentOfferId: { type: 'string' },
              unpaidInvoices: { type: 'object', required: ['count', 'total'], properties: { count: { type: 'integer' }, total: { type: 'number' } } },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const mdn = await offerChangeLine(app, request, request.query.mdn);
      const { reasonCode, unpaid, currentOfferId } = await offerEligibility(app.db, mdn);
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

  app.get<{ Querystring: { offerId: string; mdn?: string }; Reply: SetupFeesResponse }>(
    '/display-setup-fees',
    {
      preHandler: app.requireLine,
      schema: {
        querystring: { type: 'object', additionalProperties: false, required: ['offerId'], properties: { offerId: offerIdField, mdn: mdnField } },
        response: {
          200: {
            type: 'object',
            required: ['mdn', 'offerId', 'offerName', 'monthlyPrice', 'currentMonthlyPrice', 'fees', 'totalFees', 'customerbill', 'feesToken', 'effective'],
            properties: {
              mdn: { type: 'string' },
              offerId: { type: 'string' },
              offerName: localized,
              monthlyPrice: { type: 'number' },
              currentMonthlyPrice: { type: 'number' },
              fees: { type: 'array', items: { type: 'object', required: ['id', 'label', 'amount'], properties: { id: { type: 'string' }, label: localized, amount: { type: 'number' } } } },
              totalFees: { type: 'number' },
              customerbill: {
                type: 'object',
                required: ['invoices'],
                properties: {
                  invoices: {
                    type: 'array',
                    items: { type: 'object', required: ['billNo', 'period', 'amount', 'status'], properties: { billNo: { type: 'string' }, period: { type: 'string' }, amount: { type: 'number' }, status: { type: 'string' } } },
                  },
                },
              },
              feesToken: { type: 'string' },
              effective: { type: 'string' },
            },
          },
          ...errorResponses,
        },
      },
    },
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

  app.put<{ Querystring: { idOffer: string; mdn?: string }; Body: ChangeOfferRequest; Reply: ChangeOfferResponse }>(
    '/change-offer',
    {
      preHandler: app.requireLine,
      schema: {
        headers: actHeadersSchema,
        querystring: { type: 'object', additionalProperties: false, required: ['idOffer'], properties: { idOffer: offerIdField, mdn: mdnField } },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['otpToken', 'feesToken'],
          properties: { otpToken: { type: 'string', minLength: 1, maxLength: 2048 }, feesToken: { type: 'string', minLength: 1, maxLength: 2048 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['mdn', 'offerId', 'offerName', 'effectiveAt', 'requestId', 'reference', 'createdAt'],
            properties: { mdn: { type: 'string' }, offerId: { type: 'string' }, offerName: localized, effectiveAt: { type: 'string' }, ...receiptProperties },
          },
          ...errorResponses,
        },
      },
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
        act: async (tx) => {
          // Under the line's lock, the line still names the plan it had (a twin never moves it twice).
          const plan = quote!.plan;
          if (!(await movePlan(app, tx, { mdn, accountId: request.customer.accountId, plan, dedupeKey: randomUUID() }))) throw new ApiError(409, SELFCARE_ERROR_CODES.segmentationInvalid, 'The line is gone');
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
