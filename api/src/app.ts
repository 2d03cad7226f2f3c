import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadConfig, MEDIA_DIR, type ApiConfig, type ApiOptions } from './config';
import { installErrorHandling, notFound } from './errors';
import { healthRoutes } from './health';
import { appConfigRepository } from './modules/ms-config/app-config.repository';
import { msConfigRoutes } from './modules/ms-config/routes';
import { contentRepository } from './modules/ms-content/content.repository';
import { mediaLibraryPlugin } from './modules/ms-content/media-library';
import { msContentRoutes } from './modules/ms-content/routes';
import { databasePlugin } from './plugins/database';

export type { ApiConfig, ApiOptions } from './config';
export { ConfigError } from './config';

/**
 * The whole API as one plugin, for a server that serves other things beside it: its routes,
 * hooks, compression, CORS, error and not-found handling all live in an encapsulated /api scope;
 * only its decorators (db, repositories, mediaLibrary) are shared with the host, which closes the
 * database on close. `server.register(atlasApi, { dataDir: 'memory://' })`, or pass a `config`.
 */
export const atlasApi = fp<ApiOptions & { config?: ApiConfig }>(async (app, options) => {
  const config = options.config ?? loadConfig(options);

  // External services first, then the repositories over them, then the routes.
  await app.register(databasePlugin, { config });
  await app.register(mediaLibraryPlugin, { directory: MEDIA_DIR, cacheBytes: config.mediaCacheBytes });
  await app.register(appConfigRepository);
  await app.register(contentRepository);

  await app.register(
    async (api) => {
      installErrorHandling(api);
      await api.register(compress, { encodings: ['br', 'gzip', 'deflate'] });
      await api.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
      await api.register(healthRoutes);
      await api.register(msConfigRoutes, { prefix: '/ms-config' });
      await api.register(msContentRoutes, { prefix: '/v1/ms-content' });
    },
    { prefix: '/api' },
  );
}, { name: 'atlas-api' });

/**
 * A Fastify server holding the API. The options fall back to the environment (see config.ts);
 * the configuration is checked before anything opens, and a bad one rejects with ConfigError.
 */
export async function buildApp(options: ApiOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options);
  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
  });
  await app.register(atlasApi, { config });
  // Outside /api too, this server answers in the API's error shape.
  app.setNotFoundHandler(notFound);
  return app;
}
