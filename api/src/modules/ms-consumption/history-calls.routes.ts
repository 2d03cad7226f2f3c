import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CALL_HISTORY_PAGE_SIZE,
  CALL_HISTORY_PROOF_SECONDS,
  HISTORY_ERROR_CODES,
  HistoryCallsRequest,
  HistoryCallsResponse,
  HistoryOtpVerifyRequest,
  HistoryOtpVerifyResponse,
} from '@atlas/contracts/histories';
import { OtpSendResponse, SELFCARE_ERROR_CODES } from '@atlas/contracts/selfcare';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage } from '../../language';

const PURPOSE = 'call-history';

/**
 * ms-consumption, mounted at /api/ms-consumption/v1: the selected line's calls, SMS and data
 * sessions. Personal data, so the list opens only with the proof of a one-time code sent to the
 * line (through the shared OTP service, purpose `call-history`); the proof opens it for
 * CALL_HISTORY_PROOF_SECONDS (10 minutes), for paging and sorting, then a new code is needed.
 */
export const historyCallsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/history-calls/otp', { preHandler: app.requireLine, schema: { response: { 200: OtpSendResponse, ...errorResponses } } }, async (request) => {
    const line = await app.usageRepository.lineOf(request.line.mdn);
    const deliverTo = line?.kind === 'mobile' ? line.mdn : line?.contactMdn;
    if (!deliverTo) throw new ApiError(409, SELFCARE_ERROR_CODES.lineUnknown, 'No contact mobile is known for this line');
    return app.otpService.send({ mdn: request.line.mdn, purpose: PURPOSE, deliverTo, language: requestLanguage(request.headers) });
  });

  app.post(
    '/history-calls/otp/verify',
    {
      preHandler: app.requireLine,
      schema: {
        body: HistoryOtpVerifyRequest,
        response: { 200: HistoryOtpVerifyResponse, ...errorResponses },
      },
    },
    async (request) => ({
      otpToken: await app.otpService.verify({ mdn: request.line.mdn, purpose: PURPOSE, code: request.body.code.trim() }),
      expiresIn: CALL_HISTORY_PROOF_SECONDS,
    }),
  );

  app.post(
    '/history-calls',
    {
      preHandler: app.requireLine,
      schema: {
        body: HistoryCallsRequest,
        response: { 200: HistoryCallsResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { otpToken, typeSort = 'desc', pageNumber = 1, pageSize = CALL_HISTORY_PAGE_SIZE, kind, month } = request.body;
      const claims = await app.sessionTokens.verify(otpToken, 'otp');
      const fresh = claims?.iat !== undefined && claims.iat + CALL_HISTORY_PROOF_SECONDS > Date.now() / 1000;
      if (!claims || claims.mdn !== request.line.mdn || claims.purpose !== PURPOSE || !fresh) {
        throw new ApiError(403, HISTORY_ERROR_CODES.otpRequired, 'Confirm a one-time code sent to the line first');
      }
      const { total: totalElements, rows } = await app.usageRepository.page(request.line.mdn, { typeSort, pageSize, pageNumber, kind, month });
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
