import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from './config';

/**
 * A microservice of the API: `src/modules/<service>/index.ts` exports it as default, with its
 * path as `autoPrefix` (the spec's `/api/<service>/...`, under /api). app.ts registers every module
 * folder it finds and hands each the API's configuration; a module registers its own route files
 * and nothing of another module.
 */
export type ServiceModule = FastifyPluginAsync<{ config: ApiConfig }>;

export interface FoundServiceModule {
  /** The folder's name, the service's: `ms-balance`. */
  name: string;
  autoPrefix: string;
  plugin: ServiceModule;
}

/**
 * Every `<dir>/<service>/index` (.ts when running as TypeScript, .js once compiled), imported
 * now: when the API's code is imported, not while it starts, so a host server's plugin time
 * limit only counts the database's opening, as it did with a written list.
 */
export function findServiceModules(dir: string): FoundServiceModule[] {
  const extension = path.extname(__filename);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, file: path.join(dir, entry.name, `index${extension}`) }))
    .filter(({ file }) => existsSync(file))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, file }) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- found at run time by its folder
      const found = require(file) as { default?: ServiceModule; autoPrefix?: string };
      if (typeof found.default !== 'function' || typeof found.autoPrefix !== 'string') {
        throw new Error(`${file} must export its service plugin as default and its autoPrefix`);
      }
      return { name, autoPrefix: found.autoPrefix, plugin: found.default };
    });
}
