/**
 * npm run dev: development builds of the shell and the remotes rebuilt on save, and the API
 * restarted on change, all on one edge (http://localhost:8080) with a development manifest that
 * points every remote at its own build (<remote>/<version> under node_modules/.cache/atlas-dev, so
 * the production builds in dist/ stay as they are). Nothing is published. Reload the page to see
 * a rebuild.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { watchBuilds } from './dev/watch-builds';
import { repoRoot } from './platform/paths';

async function main(): Promise<void> {
  const builds = await watchBuilds((line) => console.log(`[webpack] ${line}`));
  const edge = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), 'watch', '--clear-screen=false', '--include', 'shared/src/**/*', path.join(__dirname, 'dev/edge-dev.ts')],
    { cwd: repoRoot, stdio: 'inherit', env: process.env },
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    edge.kill('SIGTERM');
    void builds.close().then(() => process.exit(0));
  };
  edge.on('exit', (code) => {
    if (!stopping) {
      console.error(`[edge] exited (${code}); stopping`);
      stop();
    }
  });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
