import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SELFCARE_ERROR_CODES, OtpSendRequest, OtpSendResponse, OtpVerifyRequest, OtpVerifyResponse } from '@atlas/contracts/selfcare';
import { LINE_OTP_PURPOSES, LOST_LINE_ERROR_CODES, type LineOtpPurpose } from '@atlas/contracts/line-services';
import { ApiError, errorResponses } from '../../errors';
import { checkPurpose, knownLine, sendLineCode } from './sessions';

/** POST /otp/send, /otp/verify: a one-time password to a number, and the proof it gives once typed. */
export const otpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const otp = app.otpService;

  app.post(
    '/otp/send',
    {
      schema: {
        body: OtpSendRequest,
        response: { 200: OtpSendResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      // A lost or stolen line is confirmed with what its holder still has (ms-service's
      // line-suspension routes), never with a code to the line: whoever holds the phone gets it.
      if (request.body.purpose === 'line-suspension') {
        throw new ApiError(409, LOST_LINE_ERROR_CODES.confirmWithoutLine, 'Confirm with the password, the account’s email or another line');
      }
      const line = await knownLine(db, request.body.mdn);
      // A line service's code is asked by the line's customer only: bearer and that line's segmentation token.
      if ((LINE_OTP_PURPOSES as readonly string[]).includes(request.body.purpose as LineOtpPurpose)) {
        await app.requireLine(request, reply);
        if (request.line.mdn !== line.mdn) throw new ApiError(403, SELFCARE_ERROR_CODES.segmentationInvalid, 'The mdn is not the selected line');
      }
      await checkPurpose(db, line.mdn, request.body.purpose);
      return sendLineCode(app, request, line, request.body.purpose);
    },
  );

  app.post(
    '/otp/verify',
    {
      schema: {
        body: OtpVerifyRequest,
        response: { 200: OtpVerifyResponse, ...errorResponses },
      },
    },
    async (request) => {
      const line = await knownLine(db, request.body.mdn);
      return { otpToken: await otp.verify({ mdn: line.mdn, purpose: request.body.purpose, code: request.body.code.trim() }) };
    },
  );
};
