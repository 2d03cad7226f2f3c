import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LINE_SERVICE_ERROR_CODES } from '@atlas/contracts/line-services';
import { ApiError } from '../../errors';
import { requestLanguage } from '../../language';
import { lineOf } from '../ms-iam/public';
import { selectedMobileLine } from '../ms-service/public';
import { offerEligibility, planOfProduct, quoteOfferChange, refusalText, type OfferChangeQuote } from './change-offer';
import { PlansRepository } from './plans.repository';

/** The line a plan change call names: `mdn` when given (it must be the selected line), else the selected line (a cameleon line omits it). */
export async function offerChangeLine(app: FastifyInstance, request: FastifyRequest, mdn: string | undefined): Promise<string> {
  const line = mdn ?? request.line.mdn;
  await selectedMobileLine(app, request, line);
  return line;
}

/** Refuses a line that may not change plan now: service-015, with the spec's reason code and text. */
export async function eligibleOrRefuse(app: FastifyInstance, request: FastifyRequest, mdn: string): Promise<void> {
  const eligibility = await offerEligibility(app.db, mdn, app.checkout.orders);
  if (eligibility.reasonCode !== null) {
    throw new ApiError(409, LINE_SERVICE_ERROR_CODES.offerNotEligible, refusalText(eligibility.reasonCode, requestLanguage(request.headers)), undefined, {
      reasonCode: eligibility.reasonCode,
    });
  }
}

/** The quote of moving the line to `offerId`, a plan of the customer's catalogue other than the line's (service-018, product-unknown). */
export async function quoteFor(app: FastifyInstance, request: FastifyRequest, mdn: string, offerId: string): Promise<OfferChangeQuote> {
  const currentOfferId = (await lineOf(app.db, mdn))?.offerId ?? '';
  if (offerId === currentOfferId) throw new ApiError(409, LINE_SERVICE_ERROR_CODES.offerAlreadyActive, 'The line is already on this plan');
  const plan = (await new PlansRepository(app.db).plansFor(request.customer.accountId)).find((candidate) => candidate.id === offerId);
  if (!plan) throw new ApiError(404, 'not-found', 'No plan of this customer’s catalogue has this id');
  return quoteOfferChange(app.db, mdn, currentOfferId, planOfProduct(plan));
}
