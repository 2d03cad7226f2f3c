// Runs drizzle-kit so that it finds drizzle-orm: `node scripts/drizzle-kit.mjs generate`.
// npm hoists drizzle-kit to the root node_modules but keeps drizzle-orm under api/node_modules
// (one of drizzle-orm's peer ranges keeps it nested), so drizzle-kit alone fails with "Please
// install latest version of drizzle-orm". Its `import()` calls go through a resolve hook and its
// `require()` calls through NODE_PATH, both pointing here.
import Module, { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const hook = `
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(pathToFileURL(path.join(apiDir, 'package.json')).href)} });
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
process.env.NODE_PATH = path.join(apiDir, 'node_modules');
Module._initPaths();

const require = createRequire(import.meta.url);
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.chdir(apiDir);
process.argv.splice(1, 1, bin);
require(bin);
