import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckIdentitySimSwapRequest, CheckIdentitySimSwapResponse } from '@atlas/contracts/line-services';
import { ApiError, errorResponses } from '../../errors';
import { checkHolderDocument, identifiedLine, recordDone, recordRefusal, selectedMobileLine } from '../ms-service/public';

/**
 * POST /api/ms-client/v1/check-identity-sim-swap: the first step of a SIM swap. Whether the
 * identity document read by the identification OCR for this session and line (`tokenOcr`) is the
 * holder's; the reading is not spent (the swap spends it). Every attempt, matched or not, is in
 * the audit; documents that are not the holder's are counted per line (service-012).
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
      const { mdn, tokenOcr } = request.body;
      const state = await selectedMobileLine(app, request, mdn);
      await identifiedLine(app, mdn);
      try {
        const { expiresAt } = await checkHolderDocument(app, request, state, tokenOcr, { spend: false });
        await recordDone(app, request, 'sim-swap-identity', mdn);
        return { matched: true as const, expiresAt: expiresAt.toISOString() };
      } catch (error) {
        if (error instanceof ApiError) await recordRefusal(app, request, 'sim-swap-identity', mdn, {}, error.code);
        throw error;
      }
    },
  );
};
