/**
 * Builds or serves the part in the current folder from its webpack.config.ts, with the webpack
 * Node API (so configurations can be TypeScript without a separate loader).
 * Usage: tsx ../shared/build/run-webpack.ts build|serve
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import type { BuildMode } from './create-webpack-config';

/** A part's webpack.config.ts: its browser build, or the browser build then its server build. */
type Factory = (mode: BuildMode) => webpack.Configuration | webpack.Configuration[];

async function main(): Promise<void> {
  const command = process.argv[2];
  if (command !== 'build' && command !== 'serve') {
    console.error('usage: run-webpack build|serve');
    process.exit(2);
  }
  const mode: BuildMode = command === 'build' ? 'production' : 'development';
  const configModule = (await import(pathToFileURL(path.resolve('webpack.config.ts')).href)) as {
    default: Factory | { default: Factory };
  };
  const factory = typeof configModule.default === 'function' ? configModule.default : configModule.default.default;
  const configs = [factory(mode)].flat();

  if (command === 'serve') {
    // The dev server serves the browser build (the first); a server build is for `build` only.
    const browser = configs[0]!;
    const server = new WebpackDevServer(browser.devServer ?? {}, webpack(browser));
    await server.start();
    return;
  }
  const compiler = webpack(configs);
  compiler.run((error, stats) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    console.log(stats?.toString({ colors: process.stdout.isTTY, preset: 'errors-warnings', timings: true }));
    compiler.close(() => process.exit(stats?.hasErrors() ? 1 : 0));
  });
}

void main();
