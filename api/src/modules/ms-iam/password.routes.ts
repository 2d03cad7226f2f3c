import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { SELFCARE_ERROR_CODES, ChangePasswordRequest, ResetPasswordRequest, VerifyPasswordRequest } from '@atlas/contracts/selfcare';
import { accountLines, accounts, refreshTokens } from '../../db/schema';
import { ApiError } from '../../errors';
import { hashPassword, verifyPassword } from './passwords';
import { noContent, knownLine, spendProof } from './sessions';

/** POST /verify-password, PUT /change-password, POST /reset-password (after a confirmed number). */
export const passwordRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

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
      await spendProof(app, request.body.otpToken, line.mdn, 'password-recovery');
      await db.update(accounts).set({ passwordHash: await hashPassword(request.body.password) }).where(eq(accounts.id, attached.accountId));
      // A new password closes every open session.
      await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.accountId, attached.accountId));
      return reply.code(204).send();
    },
  );
};
