import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

export interface RemoteWorkspace {
  name: string;
  dir: string;
  version: string;
  /** Where `npm run build -w <name>` writes this version. */
  buildDir: string;
}

interface PackageJson {
  name?: string;
  version?: string;
  workspaces?: string[];
}

const readPackage = (dir: string): PackageJson => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

/** The remotes are the root workspaces named `mf-*` (a new remote needs no change here). */
export function remoteWorkspaces(root = repoRoot): RemoteWorkspace[] {
  const patterns = readPackage(root).workspaces ?? [];
  return patterns
    .map((workspace) => path.join(root, workspace))
    .filter((dir) => fs.existsSync(path.join(dir, 'package.json')))
    .map((dir) => ({ dir, pkg: readPackage(dir) }))
    .filter(({ pkg }) => pkg.name?.startsWith('mf-'))
    .map(({ dir, pkg }) => {
      const version = pkg.version ?? '0.0.0';
      return { name: pkg.name as string, dir, version, buildDir: path.join(dir, 'dist', version) };
    });
}

export function remoteWorkspace(name: string, root = repoRoot): RemoteWorkspace | undefined {
  return remoteWorkspaces(root).find((workspace) => workspace.name === name);
}
