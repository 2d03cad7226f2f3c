import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from './config';

/**
 * A microservice of the API: `src/modules/<service>/index.ts` exports it as default, with its
 * path as `autoPrefix` (the spec's `/api/<service>/...`, under /api). app.ts loads every module
 * folder with @fastify/autoload and hands each the API's configuration; a module registers its
 * own route files and nothing of another module.
 */
export type ServiceModule = FastifyPluginAsync<{ config: ApiConfig }>;
