import type { FastifyPluginAsync } from 'fastify';
import { SELFCARE_ERROR_CODES, type OtpSendRequest, type OtpVerifyRequest } from '@atlas/contracts/selfcare';
import { LINE_OTP_PURPOSES, type LineOtpPurpose } from '@atlas/contracts/line-services';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage } from '../../language';
import { checkPurpose, knownLine, mdnField } from './sessions';

const purposeField = { type: 'string', enum: ['signup', 'password-recovery', 'add-line', 'invoice-payment', ...LINE_OTP_PURPOSES] } as const;


/** POST /otp/send, /otp/verify: a one-time password to a number, and the proof it gives once typed. */
export const otpRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const otp = app.otpService;

  app.post<{ Body: OtpSendRequest }>(
    '/otp/send',
    {
      schema: {
        body: { type: 'object', required: ['mdn', 'purpose'], properties: { mdn: mdnField, purpose: purposeField } },
        response: {
          200: {
            type: 'object',
            required: ['sentTo', 'expiresIn', 'resendIn', 'sendsLeft'],
            properties: { sentTo: { type: 'string' }, expiresIn: { type: 'integer' }, resendIn: { type: 'integer' }, sendsLeft: { type: 'integer' } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const line = await knownLine(db, request.body.mdn);
      // A line service's code is asked by the line's customer only: bearer and that line's segmentation token.
      if ((LINE_OTP_PURPOSES as readonly string[]).includes(request.body.purpose as LineOtpPurpose)) {
        await app.requireLine(request, reply);
        if (request.line.mdn !== line.mdn) throw new ApiError(403, SELFCARE_ERROR_CODES.segmentationInvalid, 'The mdn is not the selected line');
      }
      await checkPurpose(db, line.mdn, request.body.purpose);
      const deliverTo = line.kind === 'mobile' ? line.mdn : line.contactMdn;
      if (!deliverTo) throw new ApiError(409, SELFCARE_ERROR_CODES.lineUnknown, 'No contact mobile is known for this line');
      return otp.send({ mdn: line.mdn, purpose: request.body.purpose, deliverTo, language: requestLanguage(request.headers) });
    },
  );

  app.post<{ Body: OtpVerifyRequest }>(
    '/otp/verify',
    {
      schema: {
        body: { type: 'object', required: ['mdn', 'purpose', 'code'], properties: { mdn: mdnField, purpose: purposeField, code: { type: 'string', minLength: 1, maxLength: 12 } } },
        response: { 200: { type: 'object', required: ['otpToken'], properties: { otpToken: { type: 'string' } } }, ...errorResponses },
      },
    },
    async (request) => {
      const line = await knownLine(db, request.body.mdn);
      return { otpToken: await otp.verify({ mdn: line.mdn, purpose: request.body.purpose, code: request.body.code.trim() }) };
    },
  );
};
