import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  SELFCARE_ERROR_CODES,
  ChangePasswordRequest,
  OtpSendRequest,
  OtpSendResponse,
  OtpVerifyRequest,
  OtpVerifyResponse,
  RefreshTokenRequest,
  ResetPasswordRequest,
  SessionTokensResponse,
  SignInRequest,
  SignUpRequest,
  VerifyPasswordRequest,
  type OtpPurpose,
} from '@atlas/contracts/selfcare';
import { LINE_OTP_PURPOSES, type LineOtpPurpose } from '@atlas/contracts/line-services';
import { accountLines, accounts, lines, refreshTokens, signInFailures } from '../../db/schema';
import type { Database } from '../../db/database';
import { API_ERROR_CODES, ApiError, errorResponses } from '../../errors';
import { requestBrowserId, requestLanguage } from '../../language';
import { TOKEN_TYPE } from '../../plugins/session-tokens';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './passwords';
import { recordFailure } from '../../plugins/failure-limits';
import { isKnownDevice, refuseWhileSlowed, rememberDevice } from './sign-in-throttle';
import { nationalMdn, parseUsername } from './username';


const noContent = { 204: { type: 'null' }, ...errorResponses } as const;

const refused = () => new ApiError(401, SELFCARE_ERROR_CODES.refreshInvalid, 'The refresh token is invalid, expired or already used');

/** The line behind a number typed in any form, or a 400 with a stable code. */
export async function knownLine(db: Database, typed: string) {
  const mdn = nationalMdn(typed);
  const [line] = mdn ? await db.select().from(lines).where(eq(lines.mdn, mdn)) : [];
  if (!line) throw new ApiError(404, SELFCARE_ERROR_CODES.lineUnknown, 'This number is not an Atlas Telecom line');
  return line;
}

/** ms-iam, mounted at /api/ms-iam/v1: sign-in, session, passwords and one-time passwords. */
export const msIamRoutes: FastifyPluginAsync = async (app) => {
  const { db, sessionTokens } = app;
  const otp = app.otpService;

  /** A new session family: one access token and the first refresh token of the family. */
  async function openSession(accountId: string, familyId: string = randomUUID()): Promise<SessionTokensResponse> {
    const tokenId = randomUUID();
    await db.insert(refreshTokens).values({
      id: tokenId,
      familyId,
      accountId,
      expiresAt: new Date(Date.now() + sessionTokens.refreshTtlSeconds * 1000),
    });
    return {
      accessToken: await sessionTokens.signAccess(accountId, familyId),
      refreshToken: await sessionTokens.signRefresh(accountId, familyId, tokenId),
      tokenType: TOKEN_TYPE,
      expiresIn: sessionTokens.accessTtlSeconds,
    };
  }

  async function accountOf(username: string) {
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
      const account = await accountOf(request.body.username);
      // Failures count per account: its number and its email are one target, not two.
      const accountKey = account
        ? `account:${account.id}`
        : `username:${parsed ? (parsed.kind === 'mdn' ? parsed.mdn : parsed.email) : request.body.username.trim().toLowerCase()}`;
      const browserId = requestBrowserId(request.headers);
      const deviceKey = `device:${browserId ?? `ip:${request.ip}`}|${accountKey}`;
      const addressKey = `address:${request.ip}`;
      await refuseWhileSlowed(db, { accountKey, deviceKey, addressKey, knownDevice: account && browserId ? await isKnownDevice(db, account.id, browserId) : false });
      // The hash is computed for unknown users too: the answer's timing does not tell who exists.
      const valid = await verifyPassword(request.body.password, account?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!account || !valid) {
        await recordFailure(db, accountKey, deviceKey, addressKey);
        throw new ApiError(401, SELFCARE_ERROR_CODES.badCredentials, 'Wrong username or password');
      }
      await db.delete(signInFailures).where(eq(signInFailures.key, deviceKey));
      if (browserId) await rememberDevice(db, account.id, browserId);
      return openSession(account.id);
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
      return openSession(stored.accountId, stored.familyId);
    },
  );

  app.post('/signout', { preHandler: app.requireCustomer, schema: { response: noContent } }, async (request, reply) => {
    await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, request.customer.sessionId));
    return reply.code(204).send();
  });

  app.post<{ Body: VerifyPasswordRequest }>(
    '/verify-password',
    {
      preHandler: app.requireCustomer,
      schema: { body: VerifyPasswordRequest, response: noContent },
    },
    async (request, reply) => {
      const [account] = await db.select().from(accounts).where(eq(accounts.id, request.customer.accountId));
      if (!account || !(await verifyPassword(request.body.password, account.passwordHash))) {
        throw new ApiError(400, SELFCARE_ERROR_CODES.passwordInvalid, 'Wrong password');
      }
      return reply.code(204).send();
    },
  );

  app.put<{ Body: ChangePasswordRequest }>(
    '/change-password',
    {
      preHandler: app.requireCustomer,
      schema: {
        body: ChangePasswordRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      const [account] = await db.select().from(accounts).where(eq(accounts.id, request.customer.accountId));
      if (!account || !(await verifyPassword(request.body.currentPassword, account.passwordHash))) {
        throw new ApiError(400, SELFCARE_ERROR_CODES.passwordInvalid, 'Wrong current password');
      }
      await db.update(accounts).set({ passwordHash: await hashPassword(request.body.newPassword) }).where(eq(accounts.id, account.id));
      // Every other session of the account ends now (its access, refresh and line tokens): whoever
      // knew the old password is out; this one goes on.
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.accountId, account.id), ne(refreshTokens.familyId, request.customer.sessionId), isNull(refreshTokens.revokedAt)));
      return reply.code(204).send();
    },
  );

  /** Where a purpose's code may be sent: sign-up needs a free line, recovery a line with an account. */
  async function checkPurpose(mdn: string, purpose: OtpPurpose) {
    const [attached] = await db.select().from(accountLines).where(eq(accountLines.mdn, mdn));
    if (purpose === 'signup' && attached) throw new ApiError(409, SELFCARE_ERROR_CODES.accountExists, 'This number already has an account');
    if (purpose === 'password-recovery' && !attached) throw new ApiError(404, SELFCARE_ERROR_CODES.lineUnknown, 'No account uses this number');
    if (purpose === 'add-line' && attached) throw new ApiError(409, SELFCARE_ERROR_CODES.lineAlreadyAttached, 'This line is already attached to an account');
  }

  app.post<{ Body: OtpSendRequest }>(
    '/otp/send',
    {
      schema: {
        body: OtpSendRequest,
        response: { 200: OtpSendResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const line = await knownLine(db, request.body.mdn);
      // A line service's code is asked by the line's customer only: bearer and that line's segmentation token.
      if ((LINE_OTP_PURPOSES as readonly string[]).includes(request.body.purpose as LineOtpPurpose)) {
        await app.requireLine(request, reply);
        if (request.line.mdn !== line.mdn) throw new ApiError(403, SELFCARE_ERROR_CODES.segmentationInvalid, 'The mdn is not the selected line');
      }
      await checkPurpose(line.mdn, request.body.purpose);
      const deliverTo = line.kind === 'mobile' ? line.mdn : line.contactMdn;
      if (!deliverTo) throw new ApiError(409, SELFCARE_ERROR_CODES.lineUnknown, 'No contact mobile is known for this line');
      return otp.send({ mdn: line.mdn, purpose: request.body.purpose, deliverTo, language: requestLanguage(request.headers) });
    },
  );

  app.post<{ Body: OtpVerifyRequest }>(
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

  const spendProof = async (token: string, mdn: string, purpose: OtpPurpose) => {
    if (!(await otp.consumeProof(token, mdn, purpose))) {
      throw new ApiError(400, SELFCARE_ERROR_CODES.otpTokenInvalid, 'The confirmation has expired or was already used: confirm the number again');
    }
  };

  app.post<{ Body: SignUpRequest; Reply: SessionTokensResponse }>(
    '/signup',
    {
      schema: {
        body: SignUpRequest,
        response: { 201: SessionTokensResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const line = await knownLine(db, body.mdn);
      if ((body.kind === 'mobile') !== (line.kind === 'mobile')) {
        throw new ApiError(400, SELFCARE_ERROR_CODES.lineUnknown, `This number is not a ${body.kind} line`);
      }
      const email = parseUsername(body.email);
      if (email?.kind !== 'email') throw new ApiError(400, API_ERROR_CODES.requestInvalid, 'Invalid email', [{ field: 'email', rule: 'format' }]);
      await checkPurpose(line.mdn, 'signup');
      const [taken] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email.email));
      if (taken) throw new ApiError(409, SELFCARE_ERROR_CODES.emailTaken, 'This email is already used by another account');
      await spendProof(body.otpToken, line.mdn, 'signup');

      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(accounts).values({
          id,
          email: email.email,
          passwordHash: await hashPassword(body.password),
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          segment: line.customerSegment,
          crmId: line.crmId,
        });
        await tx.insert(accountLines).values({ mdn: line.mdn, accountId: id, isMain: true });
      });
      return reply.code(201).send(await openSession(id));
    },
  );

  app.post<{ Body: ResetPasswordRequest }>(
    '/reset-password',
    {
      schema: {
        body: ResetPasswordRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      const line = await knownLine(db, request.body.mdn);
      const [attached] = await db.select().from(accountLines).where(eq(accountLines.mdn, line.mdn));
      if (!attached) throw new ApiError(404, SELFCARE_ERROR_CODES.lineUnknown, 'No account uses this number');
      await spendProof(request.body.otpToken, line.mdn, 'password-recovery');
      await db.update(accounts).set({ passwordHash: await hashPassword(request.body.password) }).where(eq(accounts.id, attached.accountId));
      // A new password closes every open session.
      await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.accountId, attached.accountId));
      return reply.code(204).send();
    },
  );
};
