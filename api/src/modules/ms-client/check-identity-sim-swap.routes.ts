import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { IDENTITY_CHECK_LIMIT, LINE_SERVICE_ERROR_CODES, type CheckIdentitySimSwapRequest, type CheckIdentitySimSwapResponse } from '@atlas/contracts/line-services';
import { ApiError, errorResponses } from '../../errors';
import { identifiedLine, mdnField, recordRefusal, selectedMobileLine } from '../ms-service/public';
import { reference } from '../../reference';
import { lineServiceRequests } from '../../db/schema';

const normalized = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * POST /api/ms-client/v1/check-identity-sim-swap: the first step of a SIM swap. The holder's
 * identity document number must match the line's; the answer is a single-use identityToken
 * (15 minutes) that the swap spends. Every attempt, matched or not, is in the audit.
 */
export const checkIdentitySimSwapRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: CheckIdentitySimSwapRequest; Reply: CheckIdentitySimSwapResponse }>(
    '/check-identity-sim-swap',
    {
      preHandler: app.requireLine,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['mdn', 'identityNumber'],
          properties: { mdn: mdnField, identityNumber: { type: 'string', pattern: '^[A-Za-z]{1,2}\\s?\\d{3,6}$' } },
        },
        response: { 200: { type: 'object', required: ['identityToken'], properties: { identityToken: { type: 'string' } } }, ...errorResponses },
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
      await app.db.insert(lineServiceRequests).values({
        id: randomUUID(),
        reference: reference('SRV'),
        mdn,
        accountId: request.customer.accountId,
        kind: 'sim-swap-identity',
        outcome: 'done',
        payload: {},
        clientAddress: request.ip,
      });
      return { identityToken: (await app.sessionTokens.signOtpProof(mdn, 'sim-swap-identity')).token };
    },
  );
};
