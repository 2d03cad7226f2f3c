/**
 * The edge of `npm run dev`, run under `tsx watch` so that a change to the API (or to the edge)
 * restarts it; the webpack watchers live in the parent and survive the restart.
 */
import { startOperatorApi } from '../edge/operator-api';
import { developmentRemotes } from '../edge/remote-folders';
import { createEdge } from '../edge/server';
import { devRemoteWorkspace, devShellDir } from './dev-output';
import { remoteWorkspaces } from '../platform/workspaces';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? 'localhost';
  const api = await startOperatorApi();
  const edge = await createEdge({
    shellDir: devShellDir,
    remotes: developmentRemotes(remoteWorkspaces().map(devRemoteWorkspace)),
    api,
    development: true,
  });
  await edge.listen({ port, host });
  console.log(`[edge] http://localhost:${port} (development builds; the manifest points every remote at its own build)`);
  const stop = () => void edge.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
