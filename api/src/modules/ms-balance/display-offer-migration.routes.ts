import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LineMdnQuery, MigrationOffersResponse } from '@atlas/contracts/line-services';
import { errorResponses } from '../../errors';
import { migratingLine, migrationOffers } from '../ms-service/public';

/** GET /api/ms-balance/v1/display-offer-migration?mdn: the plans, with the eligibility token. */
export const displayOfferMigrationRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/display-offer-migration',
    { preHandler: app.requireLine, schema: { querystring: LineMdnQuery, response: { 200: MigrationOffersResponse, ...errorResponses } } },
    async (request, reply) => {
      const { mdn } = request.query;
      await migratingLine(app, request, mdn);
      reply.header('cache-control', 'private, no-store');
      return { mdn, offers: await migrationOffers(app.db), eligibilityToken: (await app.sessionTokens.signOtpProof(mdn, 'migration-eligibility')).token };
    },
  );
};
