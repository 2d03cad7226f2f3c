import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';

/**
 * Lists that Module Federation fills in the order webpack happened to finish building modules
 * (`usedIn`: the exposes that use a shared library, found from each module's first issuer;
 * `requires`: the shared libraries an expose uses). They are sets: the same source could list them
 * in another order on the next build, and did (issue 30: `npm start` twice from one commit published
 * `mf-invoices 1.0.0-local.2d7467c2` because `usedIn` came out as [routes, basket-panel] instead
 * of [basket-panel, routes]).
 */
const SET_KEYS = new Set(['usedIn', 'requires']);

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The same JSON with every set-like list sorted, so the same source always gives the same bytes.
 * Given to the manifest plugin as `manifest.additionalData`: it runs on mf-stats.json before
 * mf-manifest.json is derived from it, so both files come out sorted.
 */
export function normalizeFederationManifest<T>(value: T): T {
  return normalize(value) as T;
}

function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SET_KEYS.has(key) && isStringList(item) ? [...new Set(item)].sort() : normalize(item)]),
  );
}

/** The entry module Module Federation writes for its runtime: `node_modules/.federation/entry.<hash>.js`. */
const FEDERATION_ENTRY = /[\\/]\.federation[\\/]entry\.[0-9a-f]+\.js$/;

/** Every absolute import in a generated entry (`import x from '/abs/path';`) made relative to `dir`. */
export function portableEntrySource(source: string, dir: string): string {
  return source.replace(/(from\s+')([^']+)(')/g, (match, before: string, request: string, after: string) => {
    if (!path.isAbsolute(request)) return match;
    const relative = path.relative(dir, request).split(path.sep).join('/');
    return `${before}${relative.startsWith('.') ? relative : `./${relative}`}${after}`;
  });
}

/**
 * Module Federation generates its runtime's entry module with the absolute paths of the bundler
 * runtime and of the runtime plugins, and names it after a hash of that text: the module's id and
 * source map (and so remoteEntry.js's bytes) depended on where the checkout lies. This swaps it, as
 * it is resolved, for the same module with relative imports, named after a hash of that portable
 * text, so two checkouts of one commit build the same bytes.
 */
export class PortableFederationEntryPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.normalModuleFactory.tap('PortableFederationEntryPlugin', (factory) => {
      factory.hooks.afterResolve.tap('PortableFederationEntryPlugin', (resolveData) => {
        const data = resolveData.createData as { resource?: string; request?: string; userRequest?: string };
        const resource = data.resource;
        if (!resource || !FEDERATION_ENTRY.test(resource)) return;
        const dir = path.dirname(resource);
        const source = portableEntrySource(fs.readFileSync(resource, 'utf8'), dir);
        const portable = path.join(dir, `entry.portable.${crypto.createHash('sha256').update(source).digest('hex').slice(0, 32)}.js`);
        if (!fs.existsSync(portable)) fs.writeFileSync(portable, source);
        data.resource = portable;
        if (data.request) data.request = data.request.replace(resource, portable);
        if (data.userRequest) data.userRequest = data.userRequest.replace(resource, portable);
      });
    });
  }
}
