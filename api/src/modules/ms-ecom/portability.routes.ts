import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PortabilityEligibility, PortabilityEligibilityRequest } from '@atlas/contracts/portability';
import { errorResponses } from '../../errors';
import { checkPortability } from './portability';

/** POST /api/v1/ms-ecom/portability/eligibility: public, no sign-in. */
export const portabilityRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/eligibility', { schema: { body: PortabilityEligibilityRequest, response: { 200: PortabilityEligibility, ...errorResponses } } }, async (request) =>
    checkPortability(app.db, request.body),
  );
};
