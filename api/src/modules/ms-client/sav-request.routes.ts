import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { FormReceipt } from '@atlas/contracts/forms';
import { SAV_TOPICS, type SavRequest, type SavRequestSummary } from '@atlas/contracts/histories';
import { formRequests } from '../../db/schema';
import { API_ERROR_CODES, ApiError, errorResponses } from '../../errors';
import { formReceiptSchema, storeFormRequest, text } from '../ms-forms/public';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';

const KIND = 'sav';

/** Text a person typed: no control characters (a NUL byte), no lone surrogate — PostgreSQL stores neither. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const cleanText = (value: string) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value) && !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);

/**
 * After-sales requests of the self-care area, mounted at /api/ms-client/v1: stored like the public
 * forms (form_requests, an Idempotency-Key, a reference "SAV-7K3M9Q"), for the selected line, and
 * listed back to the customer to follow them.
 */
export const savRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: SavRequest; Reply: FormReceipt }>(
    '/sav-request',
    {
      preHandler: app.requireLine,
      schema: {
        headers: idempotencyHeaderSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['topic', 'message'],
          properties: {
            topic: { type: 'string', enum: [...SAV_TOPICS] },
            message: { ...text(1000), minLength: 10 },
            fromPage: { type: 'string', maxLength: 200, pattern: '^/[A-Za-z0-9/_-]*$' },
          },
        },
        response: { 201: formReceiptSchema, ...errorResponses },
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

  app.get<{ Reply: SavRequestSummary[] }>(
    '/sav-requests',
    {
      preHandler: app.requireCustomer,
      schema: {
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['reference', 'createdAt', 'topic', 'mdn', 'status'],
              properties: { reference: { type: 'string' }, createdAt: { type: 'string' }, topic: { type: 'string' }, mdn: { type: 'string' }, status: { type: 'string' } },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const rows = await app.db
        .select()
        .from(formRequests)
        .where(and(eq(formRequests.kind, KIND), sql`${formRequests.payload}->>'accountId' = ${request.customer.accountId}`))
        .orderBy(desc(formRequests.createdAt))
        .limit(20);
      return rows.map((row) => ({ reference: row.reference, createdAt: row.createdAt.toISOString(), topic: String(row.payload.topic), mdn: String(row.payload.mdn), status: 'received' as const }));
    },
  );
};
