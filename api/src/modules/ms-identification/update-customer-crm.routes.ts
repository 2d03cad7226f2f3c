import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IDENTIFICATION_ERROR_CODES, IDENTIFICATION_TERMS, UpdateCustomerCrmRequest, UpdateCustomerCrmResponse } from '@atlas/contracts/identification';
import { ApiError, errorResponses } from '../../errors';
import { guardImage, IMAGE_POLICIES } from '../../images';
import { knownLine } from '../ms-iam/public';
import { IDENTIFICATION_PURPOSE, requireProof } from './proof';
import { scanOf } from './scans';

/**
 * POST /v2/update-customer-crm: the confirmed recap, the signature and the accepted terms identify
 * the line (sealed), and the reading is deleted.
 */
export const updateCustomerCrmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const { sealer, scans } = app.identification;

  app.post(
    '/v2/update-customer-crm',
    { schema: { body: UpdateCustomerCrmRequest, response: { 200: UpdateCustomerCrmResponse, ...errorResponses } } },
    async (request) => {
      const body = request.body;
      const line = await knownLine(db, body.mdn);
      await requireProof(app, body.otpToken, line.mdn);
      const { scan, content } = await scanOf(app, body.ocrToken, line.mdn);
      if (!scan.verifiedAt || !content.identity) throw new ApiError(409, IDENTIFICATION_ERROR_CODES.scanInvalid, 'Confirm the recap (verify-ocr-scan) first');
      const png = Buffer.from(body.signature.slice('data:image/png;base64,'.length), 'base64');
      guardImage(png, IMAGE_POLICIES.signature, 'signature', IDENTIFICATION_ERROR_CODES.fileInvalid);
      if (!(await app.otpService.consumeProof(body.otpToken, line.mdn, IDENTIFICATION_PURPOSE))) {
        throw new ApiError(401, IDENTIFICATION_ERROR_CODES.proofInvalid, 'The confirmation has expired or was already used');
      }
      const now = new Date();
      const terms = { type: IDENTIFICATION_TERMS.type, process: IDENTIFICATION_TERMS.process, acceptedAt: now.toISOString() };
      const sealed = sealer.seal({
        identity: content.identity,
        documentNumber: content.read.documentNumber,
        expiryDate: content.read.expiryDate,
        signature: body.signature,
        terms,
      });
      await scans.recordIdentification(scan.id, { mdn: line.mdn, honorific: body.honorific, sealed, at: now });
      // A line without a web account ends the flow by creating one: ms-iam's sign-up, with this
      // proof standing for the confirmed number.
      const attached = await scans.hasAccount(line.mdn);
      return { mdn: line.mdn, isIdentified: true, ...(attached ? {} : { signupToken: (await app.sessionTokens.signOtpProof(line.mdn, 'signup')).token }) };
    },
  );
};
