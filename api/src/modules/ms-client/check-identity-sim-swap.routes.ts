import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IDENTITY_CHECK_LIMIT, LINE_SERVICE_ERROR_CODES, CheckIdentitySimSwapRequest, CheckIdentitySimSwapResponse } from '@atlas/contracts/line-services';
import { ApiError, errorResponses } from '../../errors';
import { identifiedLine, recordDone, recordRefusal, selectedMobileLine } from '../ms-service/public';

const normalized = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * POST /api/ms-client/v1/check-identity-sim-swap: the first step of a SIM swap. The holder's
 * identity document number must match the line's; the answer is a single-use identityToken
 * (15 minutes) that the swap spends. Every attempt, matched or not, is in the audit.
 */
export const checkIdentitySimSwapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/check-identity-sim-swap',
    {
      preHandler: app.requireLine,
      schema: {
        body: CheckIdentitySimSwapRequest,
        response: { 200: CheckIdentitySimSwapResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { mdn, identityNumber } = request.body;
      const state = await selectedMobileLine(app, request, mdn);
      await identifiedLine(app, mdn);
      // Guessing a holder's identity number is slowed down per line, whoever asks.
      const failureKey = `sim-identity:${mdn}`;
      const locked = await app.failureLimits.lockedUntil(failureKey, IDENTITY_CHECK_LIMIT);
      if (locked) {
        await recordRefusal(app, request, 'sim-swap-identity', mdn, {}, LINE_SERVICE_ERROR_CODES.identityLocked);
        throw new ApiError(429, LINE_SERVICE_ERROR_CODES.identityLocked, 'Too many wrong identity numbers', undefined, {
          retryAfter: Math.max(1, Math.ceil((locked.getTime() - Date.now()) / 1000)),
        });
      }
      if (!state.holderIdNumber || normalized(state.holderIdNumber) !== normalized(identityNumber)) {
        await app.failureLimits.record(failureKey);
        await recordRefusal(app, request, 'sim-swap-identity', mdn, {}, LINE_SERVICE_ERROR_CODES.identityMismatch);
        throw new ApiError(400, LINE_SERVICE_ERROR_CODES.identityMismatch, 'The identity number does not match the holder');
      }
      await recordDone(app, request, 'sim-swap-identity', mdn);
      return { identityToken: (await app.sessionTokens.signOtpProof(mdn, 'sim-swap-identity')).token };
    },
  );
};
