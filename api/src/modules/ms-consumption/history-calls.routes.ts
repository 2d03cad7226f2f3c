import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  CALL_HISTORY_PAGE_SIZE,
  CALL_HISTORY_PROOF_SECONDS,
  HISTORY_ERROR_CODES,
  type HistoryCallsRequest,
  type HistoryCallsResponse,
  type HistoryOtpVerifyRequest,
  type HistoryOtpVerifyResponse,
} from '@atlas/contracts/histories';
import { SELFCARE_ERROR_CODES } from '@atlas/contracts/selfcare';
import { lines, usageRecords } from '../../db/schema';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage } from '../../language';

const PURPOSE = 'call-history';

const recordSchema = {
  type: 'object',
  required: ['id', 'date', 'kind', 'direction', 'scope', 'counterpart', 'country', 'durationSeconds', 'volumeKb', 'costCentimes'],
  properties: {
    id: { type: 'string' },
    date: { type: 'string' },
    kind: { type: 'string' },
    direction: { type: 'string' },
    scope: { type: 'string' },
    counterpart: { type: ['string', 'null'] },
    country: { type: ['string', 'null'] },
    durationSeconds: { type: 'integer' },
    volumeKb: { type: 'integer' },
    costCentimes: { type: 'integer' },
  },
} as const;

/**
 * ms-consumption, mounted at /api/ms-consumption/v1: the selected line's calls, SMS and data
 * sessions. Personal data, so the list opens only with the proof of a one-time code sent to the
 * line (through the shared OTP service, purpose `call-history`); the proof opens it for
 * CALL_HISTORY_PROOF_SECONDS (10 minutes), for paging and sorting, then a new code is needed.
 */
export const historyCallsRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/history-calls/otp',
    { preHandler: app.requireLine, schema: { response: errorResponses } },
    async (request) => {
      const [line] = await app.db.select().from(lines).where(eq(lines.mdn, request.line.mdn));
      const deliverTo = line?.kind === 'mobile' ? line.mdn : line?.contactMdn;
      if (!deliverTo) throw new ApiError(409, SELFCARE_ERROR_CODES.lineUnknown, 'No contact mobile is known for this line');
      return app.otpService.send({ mdn: request.line.mdn, purpose: PURPOSE, deliverTo, language: requestLanguage(request.headers) });
    },
  );

  app.post<{ Body: HistoryOtpVerifyRequest; Reply: HistoryOtpVerifyResponse }>(
    '/history-calls/otp/verify',
    {
      preHandler: app.requireLine,
      schema: {
        body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code: { type: 'string', minLength: 1, maxLength: 12 } } },
        response: { 200: { type: 'object', required: ['otpToken', 'expiresIn'], properties: { otpToken: { type: 'string' }, expiresIn: { type: 'integer' } } }, ...errorResponses },
      },
    },
    async (request) => ({
      otpToken: await app.otpService.verify({ mdn: request.line.mdn, purpose: PURPOSE, code: request.body.code.trim() }),
      expiresIn: CALL_HISTORY_PROOF_SECONDS,
    }),
  );

  app.post<{ Body: HistoryCallsRequest; Reply: HistoryCallsResponse }>(
    '/history-calls',
    {
      preHandler: app.requireLine,
      schema: {
        body: {
          type: 'object',
          required: ['otpToken'],
          additionalProperties: false,
          properties: {
            otpToken: { type: 'string', minLength: 1, maxLength: 2000 },
            typeSort: { type: 'string', enum: ['desc', 'asc'] },
            pageNumber: { type: 'integer', minimum: 1, maximum: 100000 },
            pageSize: { type: 'integer', minimum: 1, maximum: 50 },
          },
        },
        response: { 200: { type: 'object', required: ['typeSort', 'pageNumber', 'pageSize', 'totalElements', 'totalPages', 'list', 'isEmpty'], properties: { typeSort: { type: 'string' }, pageNumber: { type: 'integer' }, pageSize: { type: 'integer' }, totalElements: { type: 'integer' }, totalPages: { type: 'integer' }, isEmpty: { type: 'boolean' }, list: { type: 'array', items: recordSchema } } }, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { otpToken, typeSort = 'desc', pageNumber = 1, pageSize = CALL_HISTORY_PAGE_SIZE } = request.body;
      const claims = await app.sessionTokens.verify(otpToken, 'otp');
      const fresh = claims?.iat !== undefined && claims.iat + CALL_HISTORY_PROOF_SECONDS > Date.now() / 1000;
      if (!claims || claims.mdn !== request.line.mdn || claims.purpose !== PURPOSE || !fresh) {
        throw new ApiError(403, HISTORY_ERROR_CODES.otpRequired, 'Confirm a one-time code sent to the line first');
      }
      const where = eq(usageRecords.mdn, request.line.mdn);
      const [count] = await app.db.select({ total: sql<number>`count(*)::int` }).from(usageRecords).where(and(where));
      const totalElements = Number(count?.total ?? 0);
      const rows = await app.db
        .select()
        .from(usageRecords)
        .where(where)
        .orderBy(...(typeSort === 'asc' ? [asc(usageRecords.startedAt), asc(usageRecords.id)] : [desc(usageRecords.startedAt), desc(usageRecords.id)]))
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize);
      return {
        typeSort,
        pageNumber,
        pageSize,
        totalElements,
        totalPages: Math.ceil(totalElements / pageSize),
        isEmpty: totalElements === 0,
        list: rows.map(({ startedAt, mdn: _mdn, ...row }) => ({ ...row, date: startedAt.toISOString() })),
      };
    },
  );
};
