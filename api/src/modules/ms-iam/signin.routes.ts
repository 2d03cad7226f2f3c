import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { SELFCARE_ERROR_CODES, RefreshTokenRequest, SessionTokensResponse, SignInRequest } from '@atlas/contracts/selfcare';
import { accountLines, accounts, refreshTokens, signInFailures } from '../../db/schema';
import type { Database } from '../../db/database';
import { ApiError, errorResponses } from '../../errors';
import { requestBrowserId } from '../../language';
import { UNKNOWN_USER_HASH, verifyPassword } from './passwords';
import { isKnownDevice, refuseWhileSlowed, rememberDevice } from './sign-in-throttle';
import { parseUsername } from './username';
import { noContent, openSession } from './sessions';

const refused = () => new ApiError(401, SELFCARE_ERROR_CODES.refreshInvalid, 'The refresh token is invalid, expired or already used');

async function accountOf(db: Database, username: string) {
  const parsed = parseUsername(username);
  if (!parsed) return undefined;
  if (parsed.kind === 'email') return (await db.select().from(accounts).where(eq(accounts.email, parsed.email)))[0];
  const [row] = await db
    .select({ account: accounts })
    .from(accountLines)
    .innerJoin(accounts, eq(accounts.id, accountLines.accountId))
    .where(eq(accountLines.mdn, parsed.mdn));
  return row?.account;
}

/** POST /signin, /refresh-token, /signout: a session opened, renewed (rotating its refresh token), closed. */
export const signInRoutes: FastifyPluginAsync = async (app) => {
  const { db, sessionTokens } = app;

  app.post<{ Body: SignInRequest; Reply: SessionTokensResponse }>(
    '/signin',
    {
      schema: {
        body: SignInRequest,
        response: { 200: SessionTokensResponse, ...errorResponses },
      },
    },
    async (request) => {
      const parsed = parseUsername(request.body.username);
      const account = await accountOf(db, request.body.username);
      // Failures count per account: its number and its email are one target, not two.
      const accountKey = account
        ? `account:${account.id}`
        : `username:${parsed ? (parsed.kind === 'mdn' ? parsed.mdn : parsed.email) : request.body.username.trim().toLowerCase()}`;
      const browserId = requestBrowserId(request.headers);
      const deviceKey = `device:${browserId ?? `ip:${request.ip}`}|${accountKey}`;
      const addressKey = `address:${request.ip}`;
      await refuseWhileSlowed(app.failureLimits, { accountKey, deviceKey, addressKey, knownDevice: account && browserId ? await isKnownDevice(db, account.id, browserId) : false });
      // The hash is computed for unknown users too: the answer's timing does not tell who exists.
      const valid = await verifyPassword(request.body.password, account?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!account || !valid) {
        await app.failureLimits.record(accountKey, deviceKey, addressKey);
        throw new ApiError(401, SELFCARE_ERROR_CODES.badCredentials, 'Wrong username or password');
      }
      await db.delete(signInFailures).where(eq(signInFailures.key, deviceKey));
      if (browserId) await rememberDevice(db, account.id, browserId);
      return openSession(app, account.id);
    },
  );

  app.post<{ Body: { refreshToken: string }; Reply: SessionTokensResponse }>(
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
      const [stored] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, claims.jti));
      if (!stored || stored.revokedAt || stored.expiresAt <= new Date()) throw refused();
      // Rotation: mark this token used in one statement, so two concurrent uses cannot both win.
      const rotated = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, stored.id), isNull(refreshTokens.usedAt)))
        .returning();
      if (rotated.length === 0) {
        // A used token coming back means it leaked: the whole session family is revoked.
        await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, stored.familyId));
        request.log.warn({ family: stored.familyId }, 'refresh token reused: session family revoked');
        throw refused();
      }
      return openSession(app, stored.accountId, stored.familyId);
    },
  );

  app.post('/signout', { preHandler: app.requireCustomer, schema: { response: noContent } }, async (request, reply) => {
    await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, request.customer.sessionId));
    return reply.code(204).send();
  });
};
