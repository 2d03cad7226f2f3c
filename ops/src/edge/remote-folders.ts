import fs from 'node:fs';
import path from 'node:path';
import type { PlatformManifest, RemoteRecord } from '@atlas/contracts/platform-manifest';
import { readManifest } from '../platform/manifest-store';
import { remotesDir } from '../platform/paths';
import type { RemoteWorkspace } from '../platform/workspaces';

/** Where the edge finds a remote's files and the manifest that points at them. */
export interface RemoteSource {
  /** The folder holding `<name>/<version>`'s files, or null when there is none. */
  folder(name: string, version: string): string | null;
  /** The platform manifest to serve, or null when there is none yet. */
  manifest(): PlatformManifest | null;
  /** Published versions never change; development builds change on every save. */
  immutable: boolean;
}

const SAFE_SEGMENT = /^[0-9A-Za-z][0-9A-Za-z._+-]*$/;
const safe = (segment: string) => SAFE_SEGMENT.test(segment) && !segment.includes('..');

/** Production and `npm start`: the published copies and the manifest of the platform folder. */
export function publishedRemotes(platformDir: string): RemoteSource {
  return {
    folder: (name, version) => (safe(name) && safe(version) ? path.join(remotesDir(platformDir), name, version) : null),
    manifest: () => (fs.existsSync(path.join(platformDir, 'platform-manifest.json')) ? readManifest(platformDir) : null),
    immutable: true,
  };
}

/**
 * `npm run dev`: every remote is served from its own `dist/<version>` as webpack rewrites it,
 * under a manifest made on each request, so nothing needs publishing while developing.
 */
export function developmentRemotes(workspaces: RemoteWorkspace[]): RemoteSource {
  const byName = new Map(workspaces.map((workspace) => [workspace.name, workspace]));
  return {
    folder: (name, version) => {
      const workspace = byName.get(name);
      return workspace && version === workspace.version ? workspace.buildDir : null;
    },
    manifest: () => {
      const remotes: Record<string, RemoteRecord> = {};
      for (const workspace of workspaces) {
        const declarationFile = path.join(workspace.buildDir, 'platform-remote.json');
        if (!fs.existsSync(declarationFile)) continue;
        const declaration = JSON.parse(fs.readFileSync(declarationFile, 'utf8')) as Pick<RemoteRecord, 'container'> & {
          routesModule: string;
          routes: RemoteRecord['versions'][string]['routes'];
          widgets?: RemoteRecord['versions'][string]['widgets'];
        };
        remotes[workspace.name] = {
          name: workspace.name,
          container: declaration.container,
          activeVersion: workspace.version,
          lastGoodVersion: null,
          history: [],
          canary: null,
          allowOverride: false,
          versions: {
            [workspace.version]: {
              version: workspace.version,
              entry: `/remotes/${workspace.name}/${workspace.version}/mf-manifest.json`,
              contentHash: 'development',
              publishedAt: fs.statSync(declarationFile).mtime.toISOString(),
              publishedBy: 'npm run dev',
              routesModule: declaration.routesModule,
              routes: declaration.routes,
              widgets: declaration.widgets ?? [],
            },
          },
        };
      }
      return { schemaVersion: 1, updatedAt: new Date().toISOString(), remotes };
    },
    immutable: false,
  };
}
