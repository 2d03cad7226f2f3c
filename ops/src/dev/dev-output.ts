import path from 'node:path';
import { repoRoot } from '../platform/paths';
import type { RemoteWorkspace } from '../platform/workspaces';

/**
 * Development builds go to node_modules/.cache, never to the parts' dist/: those hold the
 * production builds that `npm start`, the benchmark and the end-to-end suite publish, and a
 * development build there would be published in their place.
 */
const devOutputRoot = path.join(repoRoot, 'node_modules/.cache/atlas-dev');

export const devShellDir = path.join(devOutputRoot, 'shell');

export function devRemoteWorkspace(remote: RemoteWorkspace): RemoteWorkspace {
  return { ...remote, buildDir: path.join(devOutputRoot, remote.name, remote.version) };
}
