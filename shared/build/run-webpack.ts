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

async function main(): Promise<void> {
  const command = process.argv[2];
  if (command !== 'build' && command !== 'serve') {
    console.error('usage: run-webpack build|serve');
    process.exit(2);
  }
  const mode: BuildMode = command === 'build' ? 'production' : 'development';
  const configModule = (await import(pathToFileURL(path.resolve('webpack.config.ts')).href)) as {
    default: ((mode: BuildMode) => webpack.Configuration) | { default: (mode: BuildMode) => webpack.Configuration };
  };
  const factory = typeof configModule.default === 'function' ? configModule.default : configModule.default.default;
  const config = factory(mode);
  const compiler = webpack(config);

  if (command === 'serve') {
    const server = new WebpackDevServer(config.devServer ?? {}, compiler);
    await server.start();
    return;
  }
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
