import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { FormReceipt } from '@atlas/contracts/forms';
import { SavRequest, SavRequestSummary } from '@atlas/contracts/histories';
import { API_ERROR_CODES, ApiError, errorResponses } from '../../errors';
import { storeFormRequest } from '../ms-forms/public';
import { SAV_FORM_KIND } from './customer.repository';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';

const KIND = SAV_FORM_KIND;

/** Text a person typed: no control characters (a NUL byte), no lone surrogate — PostgreSQL stores neither. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const cleanText = (value: string) => !CONTROL_CHARACTER.test(value) && !LONE_SURROGATE.test(value);

/**
 * After-sales requests of the self-care area, mounted at /api/ms-client/v1: stored like the public
 * forms (form_requests, an Idempotency-Key, a reference "SAV-7K3M9Q"), for the selected line, and
 * listed back to the customer to follow them.
 */
export const savRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/sav-request',
    {
      preHandler: app.requireLine,
      schema: {
        headers: idempotencyHeaderSchema,
        body: SavRequest,
        response: { 201: FormReceipt, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!cleanText(request.body.message)) {
        throw new ApiError(400, API_ERROR_CODES.requestInvalid, 'The message holds characters that are not text', [{ field: 'message', rule: 'text' }]);
      }
      return storeFormRequest(app, request, reply, {
        kind: KIND,
        prefix: 'SAV',
        payload: { accountId: request.customer.accountId, mdn: request.line.mdn, ...request.body },
      });
    },
  );

  app.get(
    '/sav-requests',
    {
      preHandler: app.requireCustomer,
      schema: {
        response: { 200: Type.Array(SavRequestSummary), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const rows = await app.customerRepository.savRequests(request.customer.accountId, 20);
      return rows.map((row) => ({
        reference: row.reference,
        createdAt: row.createdAt.toISOString(),
        topic: String(row.payload.topic),
        mdn: String(row.payload.mdn),
        status: 'received' as const,
      }));
    },
  );
};
