import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SELFCARE_ERROR_CODES, SessionTokensResponse, SignUpRequest } from '@atlas/contracts/selfcare';
import { API_ERROR_CODES, ApiError, errorResponses } from '../../errors';
import { hashPassword } from './passwords';
import { parseUsername } from './username';
import { checkPurpose, knownLine, openSession, spendProof } from './sessions';

/** POST /signup: an account for a confirmed free line, signed in at once. */
export const signUpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, accountsRepository: accounts } = app;

  app.post(
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
      await checkPurpose(db, line.mdn, 'signup');
      if (await accounts.emailTaken(email.email)) throw new ApiError(409, SELFCARE_ERROR_CODES.emailTaken, 'This email is already used by another account');
      await spendProof(app, body.otpToken, line.mdn, 'signup');

      const id = randomUUID();
      await accounts.create(
        {
          id,
          email: email.email,
          passwordHash: await hashPassword(body.password),
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          segment: line.customerSegment,
          crmId: line.crmId,
        },
        line.mdn,
      );
      return reply.code(201).send(await openSession(app, id));
    },
  );
};
