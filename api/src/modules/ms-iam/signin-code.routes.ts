import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SELFCARE_ERROR_CODES,
  SIGN_IN_CODE_PURPOSE,
  OtpSendResponse,
  OtpVerifyResponse,
  SessionTokensResponse,
  SignInCodeRequest,
  SignInCodeSendRequest,
  SignInCodeVerifyRequest,
} from '@atlas/contracts/selfcare';
import { ApiError, errorResponses } from '../../errors';
import { admit, deviceOf } from './sign-in-throttle';
import { knownLine, sendLineCode, spendProof } from './sessions';

/**
 * POST /signin/code/send, /signin/code/verify, /signin/code: signing in with a code sent by SMS to
 * one of the account's lines — the owner's way in that strangers cannot slow. Failed passwords are
 * never counted here, and the sign-in slowdowns are not asked. The code is the browser's that asked
 * for it (the OTP service's `holder`): its wrong codes, its block and its proof are that browser's,
 * so a stranger's guesses never spend the owner's code; the sends of every browser count together
 * per line (the OTP durations: 3 in 900 s, 5 wrong codes per code), which bounds all guessing. The
 * session is the password sign-in's (`admit`), and the browser becomes the account's.
 */
export const signInCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, accountsRepository: accounts } = app;

  /** The line typed and the account it belongs to, or 404 `iam-line-unknown`. */
  const accountLine = async (typed: string) => {
    const line = await knownLine(db, typed);
    const attached = await accounts.attachmentOf(line.mdn);
    if (!attached) throw new ApiError(404, SELFCARE_ERROR_CODES.lineUnknown, 'No account uses this number');
    return { line, accountId: attached.accountId };
  };

  app.post('/signin/code/send', { schema: { body: SignInCodeSendRequest, response: { 200: OtpSendResponse, ...errorResponses } } }, async (request) => {
    const { line } = await accountLine(request.body.mdn);
    return sendLineCode(app, request, line, SIGN_IN_CODE_PURPOSE, deviceOf(request));
  });

  app.post('/signin/code/verify', { schema: { body: SignInCodeVerifyRequest, response: { 200: OtpVerifyResponse, ...errorResponses } } }, async (request) => {
    const { line } = await accountLine(request.body.mdn);
    const otpToken = await app.otpService.verify({ mdn: line.mdn, purpose: SIGN_IN_CODE_PURPOSE, code: request.body.code.trim(), holder: deviceOf(request) });
    return { otpToken };
  });

  app.post('/signin/code', { schema: { body: SignInCodeRequest, response: { 200: SessionTokensResponse, ...errorResponses } } }, async (request) => {
    const { line, accountId } = await accountLine(request.body.mdn);
    await spendProof(app, request.body.otpToken, line.mdn, SIGN_IN_CODE_PURPOSE, deviceOf(request));
    return admit(app, request, accountId);
  });
};
