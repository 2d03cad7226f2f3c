import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { SELFCARE_ERROR_CODES, AddLineRequest, LineActionRequest, Profile } from '@atlas/contracts/selfcare';
import { ApiError, errorResponses } from '../../errors';
import { guardEveryRoute } from '../../plugins/route-catalogue';
import { knownLine, nationalMdn } from '../ms-iam/public';
import { loadProfile } from './profile';

const noContent = { 204: Type.Null(), ...errorResponses } as const;

/** POST /add-line, PUT /update-main-line, DELETE /remove-line: the lines an account acts on. */
export const linesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, sessionTokens, customerRepository: customers } = app;
  guardEveryRoute(app, app.requireCustomer);

  /** The customer's own line for a number typed in any form, or `client-line-not-found`. */
  async function ownLine(accountId: string, typed: string) {
    const mdn = nationalMdn(typed);
    const held = mdn ? await customers.heldLine(accountId, mdn) : undefined;
    if (!held) throw new ApiError(404, SELFCARE_ERROR_CODES.lineNotFound, 'This line is not one of yours');
    return held;
  }

  app.put('/update-main-line', { schema: { body: LineActionRequest, response: noContent } }, async (request, reply) => {
    await customers.makeMain(await ownLine(request.customer.accountId, request.body.username));
    return reply.code(204).send(null);
  });

  app.delete('/remove-line', { schema: { body: LineActionRequest, response: noContent } }, async (request, reply) => {
    const held = await ownLine(request.customer.accountId, request.body.username);
    const others = await customers.otherLines(held);
    if (others.length === 0) throw new ApiError(409, SELFCARE_ERROR_CODES.lastLine, 'The last line of an account cannot be removed');
    await customers.detachLine(held, others[0]);
    return reply.code(204).send(null);
  });

  app.post('/add-line', { schema: { body: AddLineRequest, response: { 200: Profile, ...errorResponses } } }, async (request) => {
    const line = await knownLine(db, request.body.mdn);
    if ((request.body.kind === 'mobile') !== (line.kind === 'mobile')) {
      throw new ApiError(400, SELFCARE_ERROR_CODES.lineUnknown, `This number is not a ${request.body.kind} line`);
    }
    if (await customers.holderOf(line.mdn)) throw new ApiError(409, SELFCARE_ERROR_CODES.lineAlreadyAttached, 'This line is already attached to an account');
    if (!(await app.otpService.consumeProof(request.body.otpToken, line.mdn, 'add-line'))) {
      throw new ApiError(400, SELFCARE_ERROR_CODES.otpTokenInvalid, 'Confirm the number again');
    }
    await customers.attachLine(request.customer.accountId, line.mdn);
    return loadProfile(customers, sessionTokens, request.customer);
  });
};
