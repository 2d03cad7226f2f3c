import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '@atlas/contracts/app-config';
import { errorResponses } from '../../errors';
import { appConfigSchema } from './app-config.schema';

/** ms-config, mounted at /api/ms-config. */
export const msConfigRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Headers: { 'if-none-match'?: string }; Reply: { 200: AppConfig; 304: null } }>(
    '/v2/app-config',
    {
      schema: {
        headers: { type: 'object', properties: { 'if-none-match': { type: 'string' } } },
        response: { 200: appConfigSchema, 304: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const config = await app.appConfigRepository.load();
      // Weak: the gzip and identity encodings of one version are the same configuration.
      const etag = `W/"${config.version}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], config.version)) return reply.code(304).send(null);
      return config;
    },
  );
};

/** If-None-Match holds `*` or a list of tags, weak or strong; compared weakly (RFC 9110 13.1.2). */
function matchesEtag(ifNoneMatch: string | undefined, version: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === `"${version}"`);
}
