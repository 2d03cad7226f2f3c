import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AppConfig } from '@atlas/contracts/app-config';
import { IfNoneMatchHeaders, NoBody } from '@atlas/contracts/schema-kit';
import { errorResponses } from '../../errors';
import { publicCacheControl } from '../../plugins/public-reads';

/** ms-config, mounted at /api/ms-config. */
export const msConfigRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/v2/app-config',
    { schema: { headers: IfNoneMatchHeaders, response: { 200: AppConfig, 304: NoBody, ...errorResponses } } },
    // Revalidated on every use by browsers (a 304 costs nothing), kept seconds by the edge.
    async (request, reply) => app.publicReads.send(request, reply, publicCacheControl(0), () => app.appConfigRepository.load()),
  );
};
