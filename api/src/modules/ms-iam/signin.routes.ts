import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { passwordMeetsRules, SELFCARE_ERROR_CODES, RefreshTokenRequest, SessionTokensResponse, SignInRequest } from '@atlas/contracts/selfcare';
import { ApiError, errorResponses } from '../../errors';
import { requestBrowserId } from '../../language';
import { UNKNOWN_USER_HASH, verifyPassword } from './passwords';
import { accountKeyOf, admit, refuseWhileSlowed, signInKeys } from './sign-in-throttle';
import { isKnownDevice } from './sign-in-devices.repository';
import { parseUsername } from './username';
import { noContent, openSession } from './sessions';

/**
 * How long the browser that rotated a refresh token may present it again, when it never used what
 * the rotation issued: a page reloaded while its refresh was in flight lost the answer.
 */
export const LOST_ROTATION_GRACE_SECONDS = 30;

const refused = () => new ApiError(401, SELFCARE_ERROR_CODES.refreshInvalid, 'The refresh token is invalid, expired or already used');

/** POST /signin, /refresh-token, /signout: a session opened, renewed (rotating its refresh token), closed. */
export const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, sessionTokens, accountsRepository: accounts } = app;

  app.post(
    '/signin',
    {
      schema: {
        body: SignInRequest,
        response: { 200: SessionTokensResponse, ...errorResponses },
      },
    },
    async (request) => {
      const parsed = parseUsername(request.body.username);
      const account = await accounts.byUsername(request.body.username);
      const { browserId, accountKey, deviceKey, addressKey } = signInKeys(
        request,
        account
          ? accountKeyOf(account.id)
          : `username:${parsed ? (parsed.kind === 'mdn' ? parsed.mdn : parsed.email) : request.body.username.trim().toLowerCase()}`,
      );
      await refuseWhileSlowed(app.failureLimits, {
        accountKey,
        deviceKey,
        addressKey,
        knownDevice: account && browserId ? await isKnownDevice(db, account.id, browserId) : false,
      });
      // The hash is computed for unknown users too: the answer's timing does not tell who exists.
      const valid = await verifyPassword(request.body.password, account?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!account || !valid) {
        await app.failureLimits.record(accountKey, deviceKey, addressKey);
        throw new ApiError(401, SELFCARE_ERROR_CODES.badCredentials, 'Wrong username or password');
      }
      const tokens = await admit(app, request, account.id);
      // A password set before today's rules (or by an older site) still opens the session, once asked to change.
      return passwordMeetsRules(request.body.password) ? tokens : { ...tokens, checkPasswordType: true };
    },
  );

  app.post(
    '/refresh-token',
    {
      schema: {
        body: RefreshTokenRequest,
        response: { 200: SessionTokensResponse, ...errorResponses },
      },
    },
    async (request) => {
      const claims = await sessionTokens.verify(request.body.refreshToken, 'refresh');
      if (!claims?.jti || !claims.sub) throw refused();
      const stored = await accounts.refreshToken(claims.jti);
      if (!stored || stored.revokedAt || stored.expiresAt <= new Date()) throw refused();
      const browserId = requestBrowserId(request.headers);
      // Rotation: mark this token used in one statement, so two concurrent uses cannot both win.
      if (
        !(await accounts.markRefreshTokenUsed(stored.id, browserId)) &&
        !(await accounts.supersedeLostRotation(stored.id, browserId, LOST_ROTATION_GRACE_SECONDS))
      ) {
        // A used token coming back means it leaked: the whole session family is revoked.
        await accounts.revokeFamily(stored.familyId);
        request.log.warn({ family: stored.familyId }, 'refresh token reused: session family revoked');
        throw refused();
      }
      return openSession(app, stored.accountId, stored);
    },
  );

  app.post('/signout', { preHandler: app.requireCustomer, schema: { response: noContent } }, async (request, reply) => {
    await accounts.revokeFamily(request.customer.sessionId);
    return reply.code(204).send(null);
  });
};
