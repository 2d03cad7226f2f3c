import { matchPath } from 'react-router-dom';
import type { LayoutFlags, PlatformManifest, RouteArea } from '@atlas/contracts/platform-manifest';
import type { VersionChoice } from './choose-version';

export interface OwnedRoute {
  remote: string;
  /** Full pattern without locale prefix, the self-care prefix applied. */
  pattern: string;
  area: RouteArea;
  layout: LayoutFlags;
}

function joinPath(prefix: string, path: string): string {
  const joined = `${prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return joined === '' ? '/' : joined.replace(/\/+$/, '') || '/';
}

/** Every route the remotes own, from the versions this browser runs. */
export function buildRouteTable(manifest: PlatformManifest, choices: Record<string, VersionChoice | null>, selfCarePrefix: string): OwnedRoute[] {
  return Object.values(manifest.remotes).flatMap((record) => {
    const choice = choices[record.name];
    if (!choice) return [];
    return choice.version.routes.map((route) => ({
      remote: record.name,
      pattern: route.area === 'selfcare' ? joinPath(selfCarePrefix, route.path) : joinPath('', route.path),
      area: route.area ?? 'public',
      layout: route.layout ?? {},
    }));
  });
}

/** Static segments outrank parameters, which outrank a splat; deeper patterns outrank shallower ones. */
function specificity(pattern: string): number {
  return pattern
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score + (segment === '*' ? 1 : segment.startsWith(':') ? 3 : 4), 0);
}

/** The route owning a path (locale already stripped), or null: the shell then shows its 404 page. */
export function resolveRoute(table: OwnedRoute[], pathname: string): OwnedRoute | null {
  const path = pathname === '' ? '/' : pathname;
  const matches = table.filter((route) => matchPath({ path: route.pattern, end: true }, path));
  matches.sort((a, b) => specificity(b.pattern) - specificity(a.pattern));
  return matches[0] ?? null;
}
