import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IDENTIFICATION_ERROR_CODES,
  IdentificationLineRequest,
  IdentificationOtpVerifyRequest,
  IdentificationOtpVerifyResponse,
} from '@atlas/contracts/identification';
import { OtpSendResponse } from '@atlas/contracts/selfcare';
import { API_ERROR_CODES, ApiError, errorResponses } from '../../errors';
import { requestLanguage } from '../../language';
import { knownLine } from '../ms-iam/public';
import { identificationStatus } from './identification-status.repository';
import { IDENTIFICATION_PURPOSE } from './proof';

/** POST /v1/otp/send, /v1/otp/verify: the flow's one-time code (the shared OTP service, purpose "identification"). */
export const identificationOtpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, otpService } = app;

  app.post('/v1/otp/send', { schema: { body: IdentificationLineRequest, response: { 200: OtpSendResponse, ...errorResponses } } }, async (request) => {
    const line = await knownLine(db, request.body.mdn);
    if (await identificationStatus(db, line.mdn)) throw new ApiError(409, IDENTIFICATION_ERROR_CODES.alreadyIdentified, 'This line is already identified');
    const deliverTo = line.kind === 'mobile' ? line.mdn : line.contactMdn;
    if (!deliverTo) throw new ApiError(409, API_ERROR_CODES.lineUnknown, 'No contact mobile is known for this line');
    return otpService.send({ mdn: line.mdn, purpose: IDENTIFICATION_PURPOSE, deliverTo, language: requestLanguage(request.headers) });
  });

  app.post(
    '/v1/otp/verify',
    { schema: { body: IdentificationOtpVerifyRequest, response: { 200: IdentificationOtpVerifyResponse, ...errorResponses } } },
    async (request) => {
      const line = await knownLine(db, request.body.mdn);
      return { otpToken: await otpService.verify({ mdn: line.mdn, purpose: IDENTIFICATION_PURPOSE, code: request.body.code.trim() }) };
    },
  );
};
