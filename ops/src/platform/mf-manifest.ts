/**
 * The parts of a Module Federation 2 `mf-manifest.json` the platform relies on: where the remote
 * entry is and which files the runtime will ask for (shared modules and exposes, sync and async).
 */
interface AssetLists {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

export interface FederationManifest {
  id?: string;
  name: string;
  metaData: {
    name?: string;
    remoteEntry: { name: string; path?: string; type?: string };
    publicPath?: string;
  };
  shared?: { name: string; assets?: AssetLists }[];
  exposes?: { name: string; path: string; assets?: AssetLists }[];
}

export function parseFederationManifest(text: string): FederationManifest {
  const parsed = JSON.parse(text) as Partial<FederationManifest>;
  if (!parsed || typeof parsed !== 'object' || !parsed.metaData?.remoteEntry?.name) {
    throw new Error('it names no remote entry (metaData.remoteEntry.name)');
  }
  return parsed as FederationManifest;
}

/** Path of the remote entry relative to the build folder. */
export function remoteEntryPath(manifest: FederationManifest): string {
  const { name, path: folder } = manifest.metaData.remoteEntry;
  return folder ? `${folder.replace(/\/+$/, '')}/${name}` : name;
}

function flatten(assets: AssetLists | undefined, kinds: ('sync' | 'async')[] = ['sync', 'async']): string[] {
  if (!assets) return [];
  return kinds.flatMap((kind) => [...(assets.js?.[kind] ?? []), ...(assets.css?.[kind] ?? [])]);
}

/** Every file the manifest lists, relative to the build folder. */
export function listedAssets(manifest: FederationManifest): string[] {
  const all = [...(manifest.shared ?? []).flatMap((shared) => flatten(shared.assets)), ...(manifest.exposes ?? []).flatMap((expose) => flatten(expose.assets))];
  return [...new Set(all)];
}

/** The JavaScript a remote needs to render the module it exposes as `exposePath` (`./routes`). */
export function exposeSyncScripts(manifest: FederationManifest, exposePath: string): string[] | null {
  const expose = (manifest.exposes ?? []).find((candidate) => candidate.path === exposePath);
  return expose ? [...(expose.assets?.js?.sync ?? [])] : null;
}
