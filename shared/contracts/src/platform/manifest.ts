/**
 * The platform manifest: the one document (served uncached at /platform-manifest.json) that says,
 * for every remote, which version is live, where its entry is, which routes it owns and which
 * widgets it exposes. Only the operations tool writes it; the shell only reads it.
 * Pure types and helpers, no dependencies: the shell, the ops tool and the API all import it.
 */

/** Layout features a route opts in or out of (the specs' layout flags). The shell applies them. */
export interface LayoutFlags {
  ads?: boolean;
  backButton?: boolean;
  headerImage?: boolean;
  noTopMargin?: boolean;
  basketPanel?: boolean;
  purchaseBasketPanel?: boolean;
  invoicesBasketPanel?: boolean;
  basketPanelWithoutNext?: boolean;
  /** No header and footer below the mobile breakpoint (the fibre offer selection). */
  noLayoutOnMobile?: boolean;
}

export type RouteArea = 'public' | 'selfcare';

export interface RemoteRouteDeclaration {
  /**
   * A react-router path pattern without the locale prefix, such as `/particuliers` or
   * `/catalogue-smartphones/*`. For the `selfcare` area it is relative to the self-care prefix
   * (configuration, `/espace-client` by default).
   */
  path: string;
  area?: RouteArea;
  layout?: LayoutFlags;
}

export interface RemoteWidgetDeclaration {
  /** Name the shell asks for, such as `header-line-switcher`. */
  name: string;
  /** The exposed module, such as `./widgets/header-line-switcher`. */
  module: string;
}

export interface RemoteVersion {
  version: string;
  /** URL of the version's mf-manifest.json, absolute path on the edge. */
  entry: string;
  /** Subresource integrity of remoteEntry.js (`sha384-...`). */
  integrity?: string;
  /** Hash of every file of the build, so republishing different content under a version is refused. */
  contentHash: string;
  publishedAt: string;
  publishedBy: string;
  routesModule: string;
  routes: RemoteRouteDeclaration[];
  widgets: RemoteWidgetDeclaration[];
}

export interface CanaryRule {
  version: string;
  /** Share of browsers (sticky per browser id) that get the candidate version, 0 to 100. */
  percent: number;
}

export interface RemoteRecord {
  name: string;
  /** Module Federation container name (underscores). */
  container: string;
  activeVersion: string | null;
  /** The last version that was active and loaded; the shell falls back to it. */
  lastGoodVersion: string | null;
  /** Versions that were active before the current one, oldest first; `rollback` pops the last. */
  history: string[];
  versions: Record<string, RemoteVersion>;
  canary?: CanaryRule | null;
  /** Whether a browser may pin another published version for testing (`?mf-override=`). */
  allowOverride?: boolean;
}

export interface PlatformManifest {
  schemaVersion: 1;
  updatedAt: string;
  remotes: Record<string, RemoteRecord>;
}

export interface AuditEntry {
  at: string;
  by: string;
  action: 'publish' | 'switch' | 'rollback' | 'canary' | 'override-policy' | 'rollout';
  remote: string;
  from?: string | null;
  to?: string | null;
  detail?: string;
}

export const PLATFORM_MANIFEST_PATH = '/platform-manifest.json';

export function activeVersionOf(record: RemoteRecord): RemoteVersion | null {
  return record.activeVersion ? (record.versions[record.activeVersion] ?? null) : null;
}

export function lastGoodVersionOf(record: RemoteRecord): RemoteVersion | null {
  if (!record.lastGoodVersion || record.lastGoodVersion === record.activeVersion) return null;
  return record.versions[record.lastGoodVersion] ?? null;
}

export function emptyManifest(now = new Date()): PlatformManifest {
  return { schemaVersion: 1, updatedAt: now.toISOString(), remotes: {} };
}
