import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRecord, RemoteVersion } from '@atlas/contracts/platform-manifest';
import { contentHash, sriIntegrity, staleCompressedCopies } from './build-files';
import { parseFederationManifest, remoteEntryPath } from './mf-manifest';
import { versionUrlPath } from './paths';
import { Refusal } from './refusal';
import { platformOf, type Platform } from './store/platform';

export interface PublishRequest {
  /** The platform folder, or the shared platform store. */
  platformDir: string | Platform;
  remote: string;
  version: string;
  /** The build folder: mf-manifest.json, remoteEntry.js, platform-remote.json and assets. */
  from: string;
  by: string;
}

export interface PublishResult {
  outcome: 'published' | 'unchanged';
  version: RemoteVersion;
}

/**
 * The build's platform-remote.json (shared/build/remote-contract.ts), spelled with the manifest's
 * own types so this tool depends only on the manifest contract.
 */
type RemoteDeclaration = Pick<RemoteRecord, 'name' | 'container'> & Pick<RemoteVersion, 'routesModule' | 'routes' | 'widgets'>;

/** npm-style versions plus build metadata; anything else would be an unsafe path segment. */
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

const REMOTE_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

function assertRemoteName(remote: string): void {
  if (!REMOTE_PATTERN.test(remote)) throw new Refusal(`"${remote}" is not a remote name (lower case, digits, dashes)`);
}

function assertVersionName(version: string): void {
  if (!VERSION_PATTERN.test(version) || version.includes('..')) {
    throw new Refusal(`"${version}" is not a version name (letters, digits, dots, dashes, plus)`);
  }
}

function readDeclaration(from: string, remote: string): RemoteDeclaration {
  const file = path.join(from, 'platform-remote.json');
  let declaration: RemoteDeclaration;
  try {
    declaration = JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteDeclaration;
  } catch (error) {
    throw new Refusal(`${file} cannot be read (${(error as Error).message}); is ${from} a remote build?`);
  }
  if (declaration.name !== remote) {
    throw new Refusal(`${from} is a build of ${declaration.name}, not of ${remote}`);
  }
  if (!declaration.container || !declaration.routesModule || !Array.isArray(declaration.routes)) {
    throw new Refusal(`${file} lacks container, routesModule or routes`);
  }
  return declaration;
}

/** The build must at least be loadable before it is worth copying. */
function entryIntegrity(from: string): string {
  const manifestPath = path.join(from, 'mf-manifest.json');
  let entry: string;
  try {
    entry = remoteEntryPath(parseFederationManifest(fs.readFileSync(manifestPath, 'utf8')));
  } catch (error) {
    throw new Refusal(`${manifestPath} is not a usable Module Federation manifest: ${(error as Error).message}`);
  }
  const entryFile = path.join(from, entry);
  if (!fs.existsSync(entryFile)) throw new Refusal(`${from} has no ${entry}, the entry its manifest names`);
  return sriIntegrity(entryFile);
}

/**
 * Copies a build into the platform folder as an immutable version and records it in the
 * manifest. It does not activate it: `switch` does, after checking that it loads.
 */
export async function publish(request: PublishRequest): Promise<PublishResult> {
  const { remote, version, from, by } = request;
  const platform = platformOf(request.platformDir);
  assertRemoteName(remote);
  assertVersionName(version);
  if (!fs.existsSync(from) || !fs.statSync(from).isDirectory()) {
    throw new Refusal(`no build at ${from}: build it first (npm run build -w ${remote}) or give --from`);
  }
  const declaration = readDeclaration(from, remote);
  const integrity = entryIntegrity(from);
  const stale = staleCompressedCopies(from);
  if (stale.length > 0) {
    throw new Refusal(
      `${from} has compressed copies that are not their file compressed (${stale.slice(0, 3).join(', ')}${stale.length > 3 ? ', …' : ''}): ` +
        `browsers would be served other code than this build; build it again rather than editing its files`,
    );
  }
  const hash = contentHash(from);

  return platform.updateManifest<PublishResult>(async (manifest) => {
    const known = manifest.remotes[remote]?.versions[version];
    if (known) {
      if (known.contentHash === hash) return { result: { outcome: 'unchanged', version: known }, unchanged: true };
      throw new Refusal(
        `${remote} ${version} is already published with different content (${known.contentHash.slice(0, 19)}… ` +
          `published ${known.publishedAt} by ${known.publishedBy}); published versions are immutable: ` +
          `bump the version (package.json or --version) and publish again`,
      );
    }
    await platform.content.put(remote, version, from, hash);
    const published: RemoteVersion = {
      version,
      entry: `${versionUrlPath(remote, version)}mf-manifest.json`,
      integrity,
      contentHash: hash,
      publishedAt: new Date().toISOString(),
      publishedBy: by,
      routesModule: declaration.routesModule,
      routes: declaration.routes,
      widgets: declaration.widgets ?? [],
    };
    const record: RemoteRecord = manifest.remotes[remote] ?? {
      name: remote,
      container: declaration.container,
      activeVersion: null,
      lastGoodVersion: null,
      history: [],
      versions: {},
      canary: null,
      allowOverride: false,
    };
    record.container = declaration.container;
    record.versions[version] = published;
    manifest.remotes[remote] = record;
    return {
      result: { outcome: 'published', version: published },
      audit: { by, action: 'publish', remote, from: null, to: version, detail: hash },
    };
  });
}
