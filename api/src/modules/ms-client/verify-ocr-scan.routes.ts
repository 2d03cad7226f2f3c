import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VerifyOcrScanRequest, VerifyOcrScanResponse } from '@atlas/contracts/identification';
import { errorResponses } from '../../errors';
import { knownLine } from '../ms-iam/public';
import { confirmRecap } from '../ms-identification/public';

/** POST /api/ms-client/v1/verify-ocr-scan: the identification recap as the customer confirmed (and corrected) it. */
export const verifyOcrScanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/verify-ocr-scan', { schema: { body: VerifyOcrScanRequest, response: { 200: VerifyOcrScanResponse, ...errorResponses } } }, async (request) => {
    const line = await knownLine(app.db, request.body.mdn);
    return confirmRecap(app, line.mdn, request.body.ocrToken, request.body.identity);
  });
};
