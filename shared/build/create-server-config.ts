import path from 'node:path';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import { packageVersion, remoteBuildVersion, scriptRule, type BuildMode } from './create-webpack-config';
import { singletonPackages } from './shared-dependencies';

export interface ServerBuildOptions {
  /** The workspace folder (its package.json names the part). */
  packageDir: string;
  mode: BuildMode;
  /** The part's name, as `__PART_NAME__` reads it (a remote's declaration name, or 'shell'). */
  partName: string;
  /** The module to build, relative to packageDir ('./src/routes.tsx'). */
  entry: string;
  /** The file written, relative to the part's output folder (`dist/<version>` for a remote, `dist` for the shell). */
  filename: string;
  /** A remote is built as its version (REMOTE_VERSION or the package's); the shell as its package version. */
  kind: 'host' | 'remote';
  /** Name of the browser build this one runs after (its `clean` empties the folder). */
  after?: string;
}

/** True for a request the server's own copy must serve: a shared singleton or one of its subpaths. */
export function isSingletonRequest(request: string, singletons: readonly string[] = singletonPackages()): boolean {
  return singletons.some((name) => request === name || request.startsWith(`${name}/`));
}

/**
 * The Node build of a part's server-rendered module (issue 18): commonjs2, target node, one file.
 * Every shared singleton stays a `require` of the server's own copy, as Module Federation shares
 * the shell's copy in the browser: one React, one store, one styled-components (so its
 * ServerStyleSheet collects the part's styles), one i18n. No minification: a server's stack traces
 * stay readable, and the file is never downloaded.
 */
export function createServerConfig(options: ServerBuildOptions): Configuration {
  const { packageDir, mode, kind } = options;
  const version = kind === 'remote' ? remoteBuildVersion(packageDir) : packageVersion(packageDir);
  const outputRoot = kind === 'remote' ? path.join(packageDir, 'dist', version) : path.join(packageDir, 'dist');
  const singletons = singletonPackages();
  return {
    name: `${options.partName}-server`,
    dependencies: options.after ? [options.after] : undefined,
    mode,
    target: 'node',
    context: packageDir,
    entry: options.entry,
    devtool: false,
    output: {
      path: path.join(outputRoot, path.dirname(options.filename)),
      filename: path.basename(options.filename),
      library: { type: 'commonjs2' },
      // Images keep the browser build's names (same content hash) and are not written twice.
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '',
      clean: true,
    },
    externals: [({ request }, callback) => (request && isSingletonRequest(request, singletons) ? callback(undefined, `commonjs ${request}`) : callback())],
    externalsPresets: { node: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        scriptRule(mode),
        { resourceQuery: /raw/, type: 'asset/source' },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __PART_NAME__: JSON.stringify(options.partName), __PART_VERSION__: JSON.stringify(version) }),
      // The pages' lazy chunks join the one file: a server loads it once, `import()` then resolves at once.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
