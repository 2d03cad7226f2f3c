import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
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

/** The module id of a remote's container entry (its `get` and `init`), the same wherever the checkout lies. */
export const CONTAINER_ENTRY_ID = 'federation-container';

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
    // The container entry module names the generated entry by its absolute path in its identifier,
    // which the deterministic module ids hash: it gets a fixed id instead (one container per build).
    compiler.hooks.compilation.tap('PortableFederationEntryPlugin', (compilation) => {
      compilation.hooks.beforeModuleIds.tap('PortableFederationEntryPlugin', (modules) => {
        for (const module of modules) {
          if (module.identifier().startsWith('container entry ')) compilation.chunkGraph.setModuleId(module, CONTAINER_ENTRY_ID);
        }
      });
    });
  }
}

interface LoaderSourceMap {
  sources?: unknown;
}

/** A loader's source map with every absolute source made relative to `context` (others as they are). */
export function portableLoaderSourceMap<T extends LoaderSourceMap | string | null | undefined>(map: T, context: string): T {
  const parsed = (typeof map === 'string' ? JSON.parse(map) : map) as LoaderSourceMap | null | undefined;
  if (!parsed || !Array.isArray(parsed.sources)) return map;
  const sources = parsed.sources.map((source: unknown) => {
    if (typeof source !== 'string' || !path.isAbsolute(source)) return source;
    const relative = path.relative(context, source).split(path.sep).join('/');
    return relative.startsWith('.') ? relative : `./${relative}`;
  });
  const portable = { ...parsed, sources };
  return (typeof map === 'string' ? JSON.stringify(portable) : portable) as T;
}

/**
 * swc-loader names each source by its absolute path in the map it hands webpack, and webpack hashes
 * a module's source with its map: the chunks' content hashes, and so the names they first take, the
 * chunk-name table terser counts characters of to choose its short names, and the maps' `file`,
 * followed the checkout (two clones of one commit built different remoteEntry.js bytes). The map is
 * made relative to the build's context as the loader hands it over; the emitted maps name the same
 * sources as before (webpack makes them relative to the context anyway).
 */
export class PortableSourceMapsPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('PortableSourceMapsPlugin', (compilation) => {
      compiler.webpack.NormalModule.getCompilationHooks(compilation).processResult.tap('PortableSourceMapsPlugin', (result) => {
        const [source, map, ...rest] = result;
        return [source, portableLoaderSourceMap(map as LoaderSourceMap | string | undefined, compiler.context), ...rest] as typeof result;
      });
    });
  }
}

/**
 * The shell's index.html names its entry scripts with a query that changes with their content
 * (`/assets/main.js?<hash>`: main.js keeps its name, the edge and the server render know it).
 * html-webpack-plugin's `hash: true` put the compilation's hash there, which also hashes module
 * identifiers holding the checkout's path: one commit built a different index.html in another
 * clone. This puts a hash of the script's own bytes instead (as html-webpack-plugin sees them, before
 * `realContentHash` writes the chunks' final names into them: those follow the same bytes).
 */
export class ContentHashedScriptsPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('ContentHashedScriptsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeAssetTagGeneration.tap('ContentHashedScriptsPlugin', (data) => {
        const publicPath = data.assets.publicPath;
        data.assets.js = data.assets.js.map((url) => {
          const asset = compilation.getAsset(url.startsWith(publicPath) ? url.slice(publicPath.length) : url);
          if (!asset) return url;
          return `${url}?${crypto.createHash('sha256').update(asset.source.buffer()).digest('hex').slice(0, 20)}`;
        });
        return data;
      });
    });
  }
}

interface IdHelpers {
  getUsedModuleIdsAndModules(compilation: webpack.Compilation): [Set<string>, webpack.Module[]];
  getFullModuleName(module: webpack.Module, context: string, root: object): string;
  assignDeterministicIds<T>(
    items: T[],
    getName: (item: T) => string,
    comparator: (a: T, b: T) => number,
    assignId: (item: T, id: number) => boolean,
    ranges: number[],
    expandFactor: number,
    extraSpace: number,
    salt: number,
  ): void;
}
interface Comparators {
  compareModulesByPreOrderIndexOrIdentifier(moduleGraph: webpack.ModuleGraph): (a: webpack.Module, b: webpack.Module) => number;
}

/**
 * webpack's `moduleIds: 'deterministic'`, hashing each module's name with the checkout's path taken
 * out: webpack makes a name relative only where a path starts it, and Module Federation's modules
 * (`provide module (default) react@19.2.0 = /checkout/node_modules/react/index.js`) carry it inside,
 * so their ids, and by the collisions they took, the ids of other modules, followed the checkout.
 * Same algorithm and id space as webpack's (its own helpers), a different name only.
 */
export class PortableModuleIdsPlugin {
  constructor(private readonly root: string) {}

  apply(compiler: webpack.Compiler): void {
    /* eslint-disable @typescript-eslint/no-require-imports -- webpack's own helpers, not in its typed surface */
    const ids = require('webpack/lib/ids/IdHelpers') as IdHelpers;
    const { compareModulesByPreOrderIndexOrIdentifier } = require('webpack/lib/util/comparators') as Comparators;
    /* eslint-enable @typescript-eslint/no-require-imports */
    compiler.hooks.compilation.tap('PortableModuleIdsPlugin', (compilation) => {
      compilation.hooks.moduleIds.tap('PortableModuleIdsPlugin', () => {
        const [usedIds, modules] = ids.getUsedModuleIdsAndModules(compilation);
        ids.assignDeterministicIds(
          modules,
          (module) => ids.getFullModuleName(module, compiler.context, compiler.root).split(this.root).join('<root>'),
          compareModulesByPreOrderIndexOrIdentifier(compilation.moduleGraph),
          (module, id) => {
            const size = usedIds.size;
            usedIds.add(`${id}`);
            if (size === usedIds.size) return false;
            compilation.chunkGraph.setModuleId(module, id);
            return true;
          },
          [10 ** 3],
          10,
          usedIds.size,
          0,
        );
      });
    });
  }
}
