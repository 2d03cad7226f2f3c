import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { FEDERATION_RUNTIME, federationRuntimeVersion, sharedDependencies, sharedScopeOf } from './shared-dependencies';
import type { RemoteDeclaration } from './remote-contract';
import {
  ContentHashedScriptsPlugin,
  normalizeFederationManifest,
  PortableFederationEntryPlugin,
  PortableModuleIdsPlugin,
  PortableSourceMapsPlugin,
} from './reproducible-build';
import { StartupPreloadPlugin } from './startup-preload';
import { precompressPlugins } from './precompress';

export type BuildMode = 'production' | 'development';

/** The name of a part's browser build (a server build runs after it: its `clean` empties the folder). */
export const BROWSER_BUILD = 'browser';

/** What `@sinclair/typebox` resolves to in a browser build (shared/build/browser/typebox.ts). */
export const BROWSER_TYPEBOX = path.join(__dirname, 'browser/typebox.ts');

/** React Router's production build, which its exports map does not name (it resolves to its development build). */
const REACT_ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

interface CommonOptions {
  /** The workspace folder (its package.json names the part). */
  packageDir: string;
  mode: BuildMode;
}

export interface HostOptions extends CommonOptions {
  kind: 'host';
  devPort: number;
}

export interface RemoteOptions extends CommonOptions {
  kind: 'remote';
  declaration: RemoteDeclaration;
  /** Modules the remote exposes beside its routes module (widgets), './name' → source file. */
  exposes: Record<string, string>;
  /** Port of the standalone dev server. */
  devPort: number;
}

export function packageVersion(packageDir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The version a remote is built as: REMOTE_VERSION (operations, tests) or its package version. */
export function remoteBuildVersion(packageDir: string): string {
  return process.env.REMOTE_VERSION ?? packageVersion(packageDir);
}

export function scriptRule(mode: BuildMode): webpack.RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: mode === 'development' } },
          target: 'es2020',
        },
      },
    },
  };
}

/** Writes platform-remote.json beside mf-manifest.json: what ops publishes into the platform manifest. */
class RemoteDeclarationPlugin {
  constructor(private readonly declaration: RemoteDeclaration) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('RemoteDeclarationPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteDeclarationPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const json = `${JSON.stringify(this.declaration, null, 2)}\n`;
        compilation.emitAsset('platform-remote.json', new webpack.sources.RawSource(json));
      });
    });
  }
}

/**
 * Writes shared-scope.json beside the shell's index.html: the version of every shared library the
 * shell provides. `ops switch` and `canary` read it (from the edge, or shell/dist) and refuse a
 * remote version whose mf-manifest.json requires a range the live shell does not satisfy.
 */
class SharedScopePlugin {
  constructor(private readonly packageDir: string) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('SharedScopePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedScopePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const json = `${JSON.stringify(sharedScopeOf(this.packageDir), null, 2)}\n`;
        compilation.emitAsset('shared-scope.json', new webpack.sources.RawSource(json));
      });
    });
  }
}

export function createWebpackConfig(options: HostOptions | RemoteOptions): Configuration & { devServer?: DevServerConfiguration } {
  const { packageDir, mode } = options;
  const isProduction = mode === 'production';
  const version = options.kind === 'remote' ? remoteBuildVersion(packageDir) : packageVersion(packageDir);
  const outputPath = options.kind === 'remote' ? path.join(packageDir, 'dist', version) : path.join(packageDir, 'dist');
  const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

  // A remote's production build runs on the shell's federation runtime (its entry carries only its
  // container: issue 18, the first route's remote entry was a 60–125 ms task at 4× CPU). The
  // standalone dev build keeps its own runtime: it is its own host there.
  const externalRuntime = options.kind === 'remote' && isProduction;
  const federation =
    options.kind === 'host'
      ? new ModuleFederationPlugin({
          name: 'shell',
          remotes: {},
          shared: sharedDependencies(packageDir),
          shareStrategy: 'loaded-first',
          dts: false,
          runtimePlugins: [
            path.join(packageDir, 'src/platform/federation-runtime-provider.ts'),
            path.join(packageDir, 'src/platform/federation-runtime-plugin.ts'),
            path.join(packageDir, 'src/platform/remote-task-breaks.ts'),
          ],
        })
      : new ModuleFederationPlugin({
          name: options.declaration.container,
          filename: 'remoteEntry.js',
          exposes: { [options.declaration.routesModule]: './src/routes', ...options.exposes },
          shared: sharedDependencies(packageDir),
          shareStrategy: 'loaded-first',
          // The same source gives the same mf-stats.json and mf-manifest.json (issue 30).
          manifest: { additionalData: ({ stats }) => normalizeFederationManifest(stats) },
          dts: false,
          experiments: { externalRuntime },
        });

  return {
    name: BROWSER_BUILD,
    mode,
    context: packageDir,
    // A remote's standalone page (its own host) is for its dev server only: a production build is
    // loaded by the shell and has no runtime of its own to start a page with.
    entry: externalRuntime ? {} : './src/index.ts',
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath: options.kind === 'host' ? '/' : 'auto',
      // A remote's entry chunk name stays stable; its version folder already makes it immutable.
      // Entry names stay plain: the federation runtime resolves them where no content hash exists.
      // The shell's index.html references its entry with `?<hash of its bytes>` (ContentHashedScriptsPlugin).
      filename: 'assets/[name].js',
      chunkFilename: isProduction ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // Two versions of a remote can meet in one page (a fallback to the last good version): a
      // per-version unique name keeps their chunk registries apart, or chunk ids would collide.
      uniqueName: options.kind === 'host' ? 'shell' : `${options.declaration.container}_${version.replace(/[^A-Za-z0-9]/g, '_')}`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        // The browser reads the contracts' types, never their schemas: TypeBox stays on the server (issue 34).
        '@sinclair/typebox$': BROWSER_TYPEBOX,
        // React Router's exports map names only its development build (warnings and their texts):
        // a production build takes its production one (issue 34).
        ...(isProduction ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {}),
      },
    },
    module: {
      rules: [
        scriptRule(mode),
        // `import css from 'x.css?raw'`: a library's stylesheet as text, rendered in a <style> by the part that needs it.
        { resourceQuery: /raw/, type: 'asset/source' },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      federation,
      new PortableFederationEntryPlugin(),
      new PortableModuleIdsPlugin(path.resolve(__dirname, '../..')),
      new PortableSourceMapsPlugin(),
      new webpack.DefinePlugin({
        __PART_NAME__: JSON.stringify(options.kind === 'host' ? 'shell' : options.declaration.name),
        __PART_VERSION__: JSON.stringify(version),
        __TELEMETRY_SAMPLE_RATE__: JSON.stringify(Math.min(1, Math.max(0, Number(process.env.TELEMETRY_SAMPLE_RATE ?? 1) || 0))),
      }),
      ...(options.kind === 'host'
        ? [
            new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', inject: 'body' }),
            new ContentHashedScriptsPlugin(),
            ...(isProduction ? [new StartupPreloadPlugin()] : []),
            new SharedScopePlugin(packageDir),
          ]
        : [
            new RemoteDeclarationPlugin(
              externalRuntime ? { ...options.declaration, requires: { [FEDERATION_RUNTIME]: `^${federationRuntimeVersion()}` } } : options.declaration,
            ),
            // The standalone page a domain team opens to run its remote alone against the API.
            ...(externalRuntime
              ? []
              : [
                  new HtmlWebpackPlugin({
                    template: './src/standalone.html',
                    filename: 'standalone.html',
                    chunks: ['main'],
                    // The dev server answers every path with this page, so its script must be root-relative.
                    publicPath: '/',
                  }),
                ]),
          ]),
      ...(isProduction ? precompressPlugins() : []),
    ],
    // Module ids: webpack's deterministic ids without the checkout's path (PortableModuleIdsPlugin).
    optimization: {
      moduleIds: false,
      chunkIds: 'deterministic',
      splitChunks: {
        cacheGroups: {
          // `redux-saga` and `redux-saga/effects` are two shared modules over one core: below
          // webpack's 20 KB minimum, the core was copied into each one's chunk, and a page ran it
          // twice (issue 34). One chunk of it, that both require.
          reduxSagaCore: { test: /[\\/]node_modules[\\/]@redux-saga[\\/]/, chunks: 'async', enforce: true },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: options.devPort,
      historyApiFallback: options.kind === 'host' ? true : { index: '/standalone.html' },
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/platform-manifest.json', '/remotes'], target: apiTarget, changeOrigin: true }],
      hot: false,
      liveReload: true,
      client: { overlay: false },
    },
  };
}
