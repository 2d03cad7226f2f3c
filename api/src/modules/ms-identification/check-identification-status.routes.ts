import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckIdentificationStatusResponse, IdentificationLineRequest } from '@atlas/contracts/identification';
import { errorResponses } from '../../errors';
import { knownLine } from '../ms-iam/public';
import { identificationStatus } from './identification-status.repository';

/** POST /v1/check-identification-status: whether the line's holder is identified. */
export const checkIdentificationStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/check-identification-status',
    { schema: { body: IdentificationLineRequest, response: { 200: CheckIdentificationStatusResponse, ...errorResponses } } },
    async (request) => {
      const line = await knownLine(app.db, request.body.mdn);
      return { mdn: line.mdn, isIdentified: await identificationStatus(app.db, line.mdn) };
    },
  );
};
