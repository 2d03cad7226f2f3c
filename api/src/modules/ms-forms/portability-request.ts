import type { FastifyPluginAsync } from 'fastify';
import { PORTABILITY_SIM_CHOICES, type FormReceipt, type PortabilityRequestForm } from '@atlas/contracts/forms';
import { CIN_PATTERN, EMAIL_PATTERN, ICC_PATTERN, PASSPORT_PATTERN, POSTAL_CODE_PATTERN } from '@atlas/forms/patterns';
import { errorResponses } from '../../errors';
import { checkPortability, portabilityRequestSchema } from '../ms-ecom/public';
import { formReceiptSchema, storeFormRequest } from './form-requests';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { pattern, text } from './request-schemas';

/** The fields each SIM choice needs; the others are not stored. */
const SIM_FIELDS = { agency: [], home: ['address', 'city', 'postalCode'], owned: ['codeIcc'] } as const;

/**
 * POST /api/v1/ms-forms/portability: a number portability request from the public site. The
 * number is checked with the donor operators first (ecom-054 when it cannot move), then the
 * request is stored; the receipt says the first day the number can move.
 */
export const portabilityRequestRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: PortabilityRequestForm; Reply: FormReceipt }>(
    '/portability',
    {
      schema: {
        headers: idempotencyHeaderSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: [...portabilityRequestSchema.required, 'firstName', 'lastName', 'identityType', 'identityNumber', 'sim', 'terms'],
          properties: {
            ...portabilityRequestSchema.properties,
            firstName: text(60),
            lastName: text(60),
            identityType: { type: 'string', enum: ['cin', 'passport'] },
            identityNumber: { type: 'string', maxLength: 20 },
            email: { ...pattern(EMAIL_PATTERN), maxLength: 254 },
            sim: { type: 'string', enum: [...PORTABILITY_SIM_CHOICES] },
            address: text(200),
            city: text(80),
            postalCode: pattern(POSTAL_CODE_PATTERN),
            codeIcc: pattern(ICC_PATTERN),
            terms: { type: 'boolean', const: true },
          },
          allOf: [
            {
              if: { properties: { identityType: { const: 'passport' } } },
              then: { properties: { identityNumber: pattern(PASSPORT_PATTERN) } },
              else: { properties: { identityNumber: pattern(CIN_PATTERN) } },
            },
            { if: { properties: { sim: { const: 'home' } } }, then: { required: [...SIM_FIELDS.home] } },
            { if: { properties: { sim: { const: 'owned' } } }, then: { required: [...SIM_FIELDS.owned] } },
          ],
        },
        response: { 201: formReceiptSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { address, city, postalCode, codeIcc, ...common } = request.body;
      const chosen: Record<string, string | undefined> = { address, city, postalCode, codeIcc };
      const payload: Record<string, unknown> = { ...common };
      for (const field of SIM_FIELDS[common.sim]) payload[field] = chosen[field];
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
