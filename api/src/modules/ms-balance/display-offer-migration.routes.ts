import type { FastifyPluginAsync } from 'fastify';
import type { MigrationOffersResponse } from '@atlas/contracts/line-services';
import { errorResponses } from '../../errors';
import { mdnQuerySchema, migratingLine, migrationOffers } from '../ms-service/public';

/** GET /api/ms-balance/v1/display-offer-migration?mdn: the plans, with the eligibility token. */
export const displayOfferMigrationRoutes: FastifyPluginAsync = async (app) => {
  const localized = { type: 'object', required: ['fr', 'ar', 'en'], properties: { fr: { type: 'string' }, ar: { type: 'string' }, en: { type: 'string' } } } as const;
  app.get<{ Querystring: { mdn: string }; Reply: MigrationOffersResponse }>(
    '/display-offer-migration',
    {
      preHandler: app.requireLine,
      schema: {
        querystring: mdnQuerySchema,
        response: {
          200: {
            type: 'object',
            required: ['mdn', 'offers', 'eligibilityToken'],
            properties: {
              mdn: { type: 'string' },
              eligibilityToken: { type: 'string' },
              offers: {
                type: 'array',
                items: { type: 'object', required: ['id', 'name', 'description', 'monthlyPrice'], properties: { id: { type: 'string' }, name: localized, description: localized, monthlyPrice: { type: 'number' } } },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { mdn } = request.query;
      await migratingLine(app, request, mdn);
      reply.header('cache-control', 'private, no-store');
      return { mdn, offers: await migrationOffers(app.db), eligibilityToken: (await app.sessionTokens.signOtpProof(mdn, 'migration-eligibility')).token };
    },
  );
};
