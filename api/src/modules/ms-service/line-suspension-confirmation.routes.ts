import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LOST_LINE_ERROR_CODES,
  LineMdnQuery,
  SUSPENSION_PASSWORD_LIMIT,
  SuspensionCodeRequest,
  SuspensionConfirmationResponse,
  SuspensionPasswordRequest,
} from '@atlas/contracts/line-services';
import { OtpSendResponse, OtpVerifyResponse, SELFCARE_ERROR_CODES } from '@atlas/contracts/selfcare';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage, type Language } from '../../language';
import { maskEmail } from '../../plugins/mail';
import { accountPasswordMatches } from '../ms-iam/public';
import { selectedMobileLine } from './line-service-acts';
import { accountEmailOf } from './line-notices';

const PURPOSE = 'line-suspension';

const CODE_SUBJECT: Record<Language, string> = {
  fr: 'Votre code de confirmation Atlas Telecom',
  ar: 'رمز التأكيد من أطلس تيليكوم',
  en: 'Your Atlas Telecom confirmation code',
};

/**
 * How a lost or stolen line's suspension and reactivation are confirmed (assistance/suspension-ligne):
 * with what its holder still has — the password typed again, a code sent to the account's email or
 * to another of their lines — never a code to the lost line. Each way ends with the same proof
 * (purpose `line-suspension`, for that line) that suspend-reactivate-line spends; the code ways go
 * through the OTP service (its resend delay, maximum of sends, wrong codes and block), checked by
 * ms-iam's otp/verify. The line must be the selected one of this customer (`requireLine`).
 */
export const lineSuspensionConfirmationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/line-suspension/confirmation',
    {
      preHandler: app.requireLine,
      schema: { querystring: LineMdnQuery, response: { 200: SuspensionConfirmationResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const { mdn } = request.query;
      await selectedMobileLine(app, request, mdn);
      reply.header('cache-control', 'private, no-store');
      const email = await accountEmailOf(app, request.customer.accountId);
      return {
        password: true,
        email: email ? maskEmail(email) : null,
        otherLines: await app.lineServicesRepository.otherReachableLines(request.customer.accountId, mdn),
      };
    },
  );

  app.post(
    '/v1/line-suspension/code',
    {
      preHandler: app.requireLine,
      schema: { body: SuspensionCodeRequest, response: { 200: OtpSendResponse, ...errorResponses } },
    },
    async (request) => {
      const { mdn, via, to } = request.body;
      await selectedMobileLine(app, request, mdn);
      const language = requestLanguage(request.headers);
      const { accountId } = request.customer;
      if (via === 'email') {
        const email = await accountEmailOf(app, accountId);
        if (!email) throw new ApiError(409, LOST_LINE_ERROR_CODES.confirmationUnavailable, 'The account has no email');
        return app.otpService.send({
          mdn,
          purpose: PURPOSE,
          deliverTo: maskEmail(email),
          language,
          deliver: { channel: 'email', send: (text) => app.mail.send({ to: email, subject: CODE_SUBJECT[language], text, language }) },
        });
      }
      // Another line of theirs: never the lost line itself, nor a stranger's number.
      if (!to || to === mdn || !(await app.lineServicesRepository.otherReachableLines(accountId, mdn)).includes(to)) {
        throw new ApiError(409, LOST_LINE_ERROR_CODES.confirmationUnavailable, 'That number is not another active mobile line of this customer');
      }
      return app.otpService.send({ mdn, purpose: PURPOSE, deliverTo: to, language });
    },
  );

  app.post(
    '/v1/line-suspension/password',
    {
      preHandler: app.requireLine,
      schema: { body: SuspensionPasswordRequest, response: { 200: OtpVerifyResponse, ...errorResponses } },
    },
    async (request) => {
      const { mdn, password } = request.body;
      await selectedMobileLine(app, request, mdn);
      const { accountId } = request.customer;
      // Wrong passwords counted per account: a stolen phone's open session cannot guess it.
      const key = `suspension-password:${accountId}`;
      await app.failureLimits.refuseWhenThrottled(key, { limit: SUSPENSION_PASSWORD_LIMIT.limit, windowSeconds: SUSPENSION_PASSWORD_LIMIT.windowSeconds });
      if (!(await accountPasswordMatches(app.db, accountId, password))) {
        await app.failureLimits.record(key);
        throw new ApiError(400, SELFCARE_ERROR_CODES.passwordInvalid, 'Wrong password');
      }
      return { otpToken: (await app.sessionTokens.signOtpProof(mdn, PURPOSE)).token };
    },
  );
};
