import type { PlatformManifest, RemoteVersion } from '@atlas/contracts/platform-manifest';

/** A published version of a remote, as the platform manifest records it. */
export function remoteVersion(version: string, routes: RemoteVersion['routes'] = [], extra: Partial<RemoteVersion> = {}): RemoteVersion {
  return {
    version,
    entry: `/remotes/mf-catalogue/${version}/mf-manifest.json`,
    contentHash: version,
    publishedAt: '2026-11-01T00:00:00Z',
    publishedBy: 'test',
    routesModule: './routes',
    routes,
    widgets: [],
    ...extra,
  };
}

/** A platform manifest whose remotes each run one active version 1.0.0 with these routes and widgets. */
export function manifestOf(remotes: Record<string, { routes: RemoteVersion['routes']; widgets?: RemoteVersion['widgets'] }>): PlatformManifest {
  return {
    schemaVersion: 1,
    updatedAt: '2026-11-01T00:00:00Z',
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([name, { routes, widgets = [] }]) => [
        name,
        {
          name,
          container: name.replace(/-/g, '_'),
          activeVersion: '1.0.0',
          lastGoodVersion: null,
          history: [],
          versions: { '1.0.0': remoteVersion('1.0.0', routes, { widgets }) },
        },
      ]),
    ),
  };
}
