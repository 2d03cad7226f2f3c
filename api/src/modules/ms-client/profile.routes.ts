import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SELFCARE_ERROR_CODES, ClientCrmIdQuery, ClientCrmIdResponse, Profile, UpdateEmailRequest, UpdateInfoRequest } from '@atlas/contracts/selfcare';
import { API_ERROR_CODES, ApiError, errorResponses } from '../../errors';
import { guardEveryRoute } from '../../plugins/route-catalogue';
import { nationalMdn, parseUsername, verifyPassword } from '../ms-iam/public';
import { loadProfile } from './profile';

const goneAccount = () => new ApiError(401, API_ERROR_CODES.unauthorized, 'This account no longer exists');

/** GET /profile, /client-crmid, PUT /update-email, /update-info: the signed-in customer's identity. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sessionTokens, customerRepository: customers } = app;
  guardEveryRoute(app, app.requireCustomer);

  app.get('/profile', { schema: { response: { 200: Profile, ...errorResponses } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return loadProfile(customers, sessionTokens, request.customer);
  });

  app.get(
    '/client-crmid',
    {
      preHandler: app.requireLine,
      schema: {
        querystring: ClientCrmIdQuery,
        response: { 200: ClientCrmIdResponse, ...errorResponses },
      },
    },
    async (request) => {
      // The number asked must be the selected line the segmentation token proves.
      if (request.query.mdn && nationalMdn(request.query.mdn) !== request.line.mdn) {
        throw new ApiError(403, SELFCARE_ERROR_CODES.segmentationInvalid, 'The number does not match the selected line');
      }
      const crmId = await customers.crmIdOf(request.customer.accountId);
      if (crmId === undefined) throw goneAccount();
      return { crmId };
    },
  );

  app.put('/update-email', { schema: { body: UpdateEmailRequest, response: { 200: Profile, ...errorResponses } } }, async (request) => {
    const email = parseUsername(request.body.email);
    if (email?.kind !== 'email') throw new ApiError(400, API_ERROR_CODES.requestInvalid, 'Invalid email', [{ field: 'email', rule: 'format' }]);
    const account = await customers.account(request.customer.accountId);
    if (!account) throw goneAccount();
    if (!(await verifyPassword(request.body.password, account.passwordHash))) {
      throw new ApiError(400, SELFCARE_ERROR_CODES.passwordInvalid, 'Wrong password');
    }
    if (await customers.emailTakenByOther(email.email, account.id))
      throw new ApiError(409, SELFCARE_ERROR_CODES.emailTaken, 'This email is already used by another account');
    await customers.setEmail(account.id, email.email);
    return loadProfile(customers, sessionTokens, request.customer);
  });

  app.put('/update-info', { schema: { body: UpdateInfoRequest, response: { 200: Profile, ...errorResponses } } }, async (request) => {
    const { civility, firstName, lastName, birthDate } = request.body;
    await customers.setInfo(request.customer.accountId, { civility, firstName: firstName.trim(), lastName: lastName.trim(), birthDate });
    return loadProfile(customers, sessionTokens, request.customer);
  });
};
