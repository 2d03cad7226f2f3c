import type { RemoteRouteDeclaration, RemoteWidgetDeclaration } from '@atlas/contracts';

/**
 * What a remote declares about itself. Its build writes this next to mf-manifest.json as
 * `platform-remote.json`; `npm run ops -- publish` copies it into the platform manifest, so a new
 * version can own new routes without rebuilding the shell.
 */
export interface RemoteDeclaration {
  /** Registered name, kebab-case (`mf-catalogue`). */
  name: string;
  /** Module Federation container name: underscores, since a hyphen breaks the manifest plugin. */
  container: string;
  /** The exposed module that renders the remote's routes (`./routes`). */
  routesModule: string;
  routes: RemoteRouteDeclaration[];
  widgets: RemoteWidgetDeclaration[];
  /**
   * What the build needs from the live shell beyond its shared libraries (mf-manifest.json lists
   * those), name → semver range: the shell's federation runtime for a production build. Written
   * by the build; `ops switch` and `canary` check it against the shell's `shared-scope.json`.
   */
  requires?: Record<string, string>;
}
