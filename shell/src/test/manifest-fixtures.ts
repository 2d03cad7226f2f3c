import type { RemoteVersion } from '@atlas/shared/platform-manifest';

/** A published version of a remote, as the platform manifest records it. */
export function remoteVersion(
  version: string,
  routes: RemoteVersion['routes'] = [],
  extra: Partial<RemoteVersion> = {},
): RemoteVersion {
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
