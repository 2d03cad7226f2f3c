import type { FastifyPluginAsync } from 'fastify';
import { AppConfig } from '@atlas/contracts/app-config';
import { errorResponses } from '../../errors';
import { publicCacheControl } from '../../plugins/public-reads';

/** ms-config, mounted at /api/ms-config. */
export const msConfigRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Headers: { 'if-none-match'?: string }; Reply: { 200: AppConfig; 304: null } }>(
    '/v2/app-config',
    {
      schema: {
        headers: { type: 'object', properties: { 'if-none-match': { type: 'string' } } },
        response: { 200: AppConfig, 304: { type: 'null' }, ...errorResponses },
      },
    },
    // Revalidated on every use by browsers (a 304 costs nothing), kept seconds by the edge.
    async (request, reply) => app.publicReads.send(request, reply, publicCacheControl(0), () => app.appConfigRepository.load()),
  );
};
