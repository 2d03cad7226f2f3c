import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { lastGoodVersionOf, type PlatformManifest } from '@atlas/contracts/platform-manifest';
import { chooseVersion, type VersionChoice } from './choose-version';
import { buildRouteTable, type OwnedRoute } from './route-table';
import type { RemoteTarget } from './remote-loader';

/** A remote's module already loaded before the first render (a server render, the browser taking over from it). */
export interface PreloadedModule {
  remote: string;
  /** The exposed module ('./routes'). */
  exposed: string;
  /** The remote's version it came from. */
  version: string;
  module: unknown;
}

export interface Platform {
  manifest: PlatformManifest;
  selfCarePrefix: string;
  routes: OwnedRoute[];
  /** What to load for a remote in this browser (version and fallback), or null if it has none. */
  targetOf(remote: string): RemoteTarget | null;
  /**
   * The remote exposing a widget, and the exposed module. With `preferred` (the remote of the page
   * on screen), that remote's widget of the name comes first: each remote may draw its own.
   */
  widgetOf(name: string, preferred?: string): { target: RemoteTarget; module: string } | null;
  /** A module given already loaded for this remote's chosen version (its first render needs no wait), or null. */
  preloadedModule(remote: string, exposed: string): PreloadedModule | null;
}

const PlatformContext = createContext<Platform | null>(null);

export function createPlatform(
  manifest: PlatformManifest,
  options: { browserId: string; overrides: Record<string, string>; selfCarePrefix: string; preloadedModules?: PreloadedModule[] },
): Platform {
  const choices: Record<string, VersionChoice | null> = Object.fromEntries(
    Object.values(manifest.remotes).map((record) => [record.name, chooseVersion(record, options.browserId, options.overrides)]),
  );
  const targetOf = (remote: string): RemoteTarget | null => {
    const record = manifest.remotes[remote];
    const choice = choices[remote];
    if (!record || !choice) return null;
    const lastGood = lastGoodVersionOf(record);
    return {
      name: record.name,
      container: record.container,
      version: choice.version,
      fallback: lastGood && lastGood.version !== choice.version.version ? lastGood : null,
    };
  };
  return {
    manifest,
    selfCarePrefix: options.selfCarePrefix,
    routes: buildRouteTable(manifest, choices, options.selfCarePrefix),
    targetOf,
    preloadedModule(remote, exposed) {
      const version = choices[remote]?.version.version;
      return options.preloadedModules?.find((loaded) => loaded.remote === remote && loaded.exposed === exposed && loaded.version === version) ?? null;
    },
    widgetOf(name, preferred) {
      const remotes = Object.entries(choices).sort(([a], [b]) => Number(b === preferred) - Number(a === preferred));
      for (const [remote, choice] of remotes) {
        const widget = choice?.version.widgets.find((w) => w.name === name);
        const target = widget ? targetOf(remote) : null;
        if (widget && target) return { target, module: widget.module };
      }
      return null;
    },
  };
}

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  const value = useMemo(() => platform, [platform]);
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform outside PlatformProvider');
  return platform;
}
