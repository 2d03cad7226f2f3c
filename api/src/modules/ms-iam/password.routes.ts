import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SELFCARE_ERROR_CODES, ChangePasswordRequest, ResetPasswordRequest, VerifyPasswordRequest } from '@atlas/contracts/selfcare';
import { ApiError } from '../../errors';
import { hashPassword, verifyPassword } from './passwords';
import { noContent, knownLine, spendProof } from './sessions';

/** POST /verify-password, PUT /change-password, POST /reset-password (after a confirmed number). */
export const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, accountsRepository: accounts } = app;

  app.post(
    '/verify-password',
    {
      preHandler: app.requireCustomer,
      schema: { body: VerifyPasswordRequest, response: noContent },
    },
    async (request, reply) => {
      const account = await accounts.byId(request.customer.accountId);
      if (!account || !(await verifyPassword(request.body.password, account.passwordHash))) {
        throw new ApiError(400, SELFCARE_ERROR_CODES.passwordInvalid, 'Wrong password');
      }
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/change-password',
    {
      preHandler: app.requireCustomer,
      schema: {
        body: ChangePasswordRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      const account = await accounts.byId(request.customer.accountId);
      if (!account || !(await verifyPassword(request.body.currentPassword, account.passwordHash))) {
        throw new ApiError(400, SELFCARE_ERROR_CODES.passwordInvalid, 'Wrong current password');
      }
      await accounts.setPasswordHash(account.id, await hashPassword(request.body.newPassword));
      // Every other session of the account ends now (its access, refresh and line tokens): whoever
      // knew the old password is out; this one goes on.
      await accounts.revokeSessionsOf(account.id, request.customer.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        body: ResetPasswordRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      const line = await knownLine(db, request.body.mdn);
      const attached = await accounts.attachmentOf(line.mdn);
      if (!attached) throw new ApiError(404, SELFCARE_ERROR_CODES.lineUnknown, 'No account uses this number');
      await spendProof(app, request.body.otpToken, line.mdn, 'password-recovery');
      await accounts.setPasswordHash(attached.accountId, await hashPassword(request.body.password));
      // A new password closes every open session.
      await accounts.revokeSessionsOf(attached.accountId);
      return reply.code(204).send(null);
    },
  );
};
