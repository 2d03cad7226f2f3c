import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ELIGIBILITY_ERROR_CODES, BusinessEligibilityRequest } from '@atlas/contracts/eligibility';
import { FormReceipt } from '@atlas/contracts/forms';
import { CALL_BACK_WINDOWS, nextCallBackOpening } from '@atlas/contracts/call-back';
import { ApiError, errorResponses } from '../../errors';
import { storeFormRequest } from '../ms-forms/public';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { findCheck, toEligibilityCheck } from './eligibility-checks';
import { eligibilityStores } from './repositories';

/**
 * POST /business-requests of ms-eligibility (entreprise/eligibilite-fibre): a company that tested
 * its address asks a sales adviser to call back; stored with the test's outcome before the
 * confirmation shows, once per idempotency key. Advisers call Monday to Friday, 10:00–18:00.
 */
export const businessRequestRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const stores = eligibilityStores(app.db);
  app.post(
    '/business-requests',
    {
      schema: {
        headers: idempotencyHeaderSchema,
        body: BusinessEligibilityRequest,
        response: { 201: FormReceipt, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const check = await toEligibilityCheck(stores, await findCheck(stores.checks, body.checkId));
      if (body.productId && !check.offers.some((offer) => offer.id === body.productId)) {
        throw new ApiError(409, ELIGIBILITY_ERROR_CODES.offerNotAvailable, 'This offer is not available at this address', [
          { field: 'productId', rule: 'eligible' },
        ]);
      }
      const opening = nextCallBackOpening(CALL_BACK_WINDOWS.standard);
      return storeFormRequest(app, request, reply, {
        kind: 'business-fibre-eligibility',
        prefix: 'ENT',
        payload: { ...body, status: check.status, technology: check.technology, ...(check.address ? { buildingId: check.address.buildingId } : {}) },
        outcome: { callBackFrom: `${opening.date}T${opening.hour}` },
      });
    },
  );
};
