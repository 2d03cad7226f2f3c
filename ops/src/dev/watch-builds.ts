import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import { repoRoot } from '../platform/paths';
import { remoteWorkspaces } from '../platform/workspaces';
import { devRemoteWorkspace, devShellDir } from './dev-output';

type ConfigFactory = (mode: 'development' | 'production') => Configuration;

async function loadConfig(workspaceDir: string, outputPath: string): Promise<Configuration | null> {
  const file = path.join(workspaceDir, 'webpack.config.ts');
  if (!fs.existsSync(file)) return null;
  const loaded = (await import(pathToFileURL(file).href)) as { default: ConfigFactory | { default: ConfigFactory } };
  const factory = typeof loaded.default === 'function' ? loaded.default : loaded.default.default;
  // The dev server settings are for a part's standalone mode; here the edge serves everything.
  const { devServer: _standalone, ...config } = factory('development') as Configuration & { devServer?: unknown };
  return { ...config, name: path.basename(workspaceDir), output: { ...config.output, path: outputPath } };
}

/**
 * Development builds of the shell and every remote, rebuilt on save by one webpack watcher
 * (the same configurations as `npm run build`, in development mode).
 */
export async function watchBuilds(log: (line: string) => void): Promise<{ close: () => Promise<void> }> {
  const parts = [
    { dir: path.join(repoRoot, 'shell'), output: devShellDir },
    ...remoteWorkspaces().map((remote) => ({ dir: remote.dir, output: devRemoteWorkspace(remote).buildDir })),
  ];
  const configs: Configuration[] = [];
  for (const { dir, output } of parts) {
    const config = await loadConfig(dir, output);
    if (config) configs.push(config);
    else log(`${path.basename(dir)} has no webpack.config.ts: not built`);
  }
  const compiler = webpack(configs);
  const watching = compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
    if (error) return log(`webpack: ${error.message}`);
    for (const child of stats?.stats ?? []) {
      const name = child.compilation.name ?? '?';
      const seconds = ((child.endTime - child.startTime) / 1000).toFixed(1);
      if (child.hasErrors()) log(`${name}: build failed\n${child.toString({ preset: 'errors-only', colors: true })}`);
      else log(`${name}: built in ${seconds} s`);
    }
  });
  return { close: () => new Promise((resolve) => (watching ? watching.close(() => resolve()) : resolve())) };
}
