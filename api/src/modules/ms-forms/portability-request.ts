import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FormReceipt, PORTABILITY_SIM_FIELDS, PortabilityRequestForm } from '@atlas/contracts/forms';
import { errorResponses } from '../../errors';
import { checkPortability } from '../ms-ecom/public';
import { storeFormRequest } from './form-requests';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';

/**
 * POST /api/v1/ms-forms/portability: a number portability request from the public site. The
 * number is checked with the donor operators first (ecom-054 when it cannot move), then the
 * request is stored; the receipt says the first day the number can move.
 */
export const portabilityRequestRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/portability',
    { schema: { headers: idempotencyHeaderSchema, body: PortabilityRequestForm, response: { 201: FormReceipt, ...errorResponses } } },
    async (request, reply) => {
      const { address, city, postalCode, codeIcc, ...common } = request.body;
      const chosen: Record<string, string | undefined> = { address, city, postalCode, codeIcc };
      // Only the fields of the SIM choice are stored.
      const payload: Record<string, unknown> = { ...common };
      for (const field of PORTABILITY_SIM_FIELDS[common.sim]) payload[field] = chosen[field];
      const eligibility = await checkPortability(app.db, { mdn: common.mdn, currentOperator: common.currentOperator, rio: common.rio });
      return storeFormRequest(app, request, reply, {
        kind: 'portability',
        prefix: 'POR',
        payload,
        outcome: { earliestPortingDate: eligibility.earliestPortingDate },
      });
    },
  );
};
