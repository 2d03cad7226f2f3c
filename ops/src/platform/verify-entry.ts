import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteVersion } from '@atlas/contracts/platform-manifest';
import { contentHash, sriIntegrity } from './build-files';
import { listedAssets, parseFederationManifest, remoteEntryPath } from './mf-manifest';
import { versionUrlPath } from './paths';
import { Refusal } from './refusal';
import { assertShellSatisfies } from './shared-ranges';

export interface EntryCheckRequest {
  /** The folder holding the published version's files (the content store's copy). */
  folder: string;
  remote: string;
  version: RemoteVersion;
  /** The edge to try the URLs on; null skips the HTTP part. */
  edgeUrl: string | null;
  /** The shell's build folder, read for its shared-scope.json when the edge does not answer. */
  shellDir?: string | null;
}

/**
 * Refuses unless a published version would load: its manifest parses and names an entry that
 * exists with the integrity recorded at publish, every listed asset exists, and — when the edge
 * answers — the edge serves the manifest and the entry; and the live shell provides every shared
 * library at a version in the range the build was made against. Returns notes for the operator.
 */
export async function assertVersionLoads(request: EntryCheckRequest): Promise<string[]> {
  const { folder: dir, remote, version, edgeUrl } = request;
  const label = `${remote} ${version.version}`;
  const manifestPath = path.join(dir, 'mf-manifest.json');
  let manifestText: string;
  try {
    manifestText = fs.readFileSync(manifestPath, 'utf8');
  } catch {
    throw new Refusal(`${label} does not load: ${manifestPath} is missing`);
  }
  let entry: string;
  let assets: string[];
  try {
    const manifest = parseFederationManifest(manifestText);
    entry = remoteEntryPath(manifest);
    assets = listedAssets(manifest);
  } catch (error) {
    throw new Refusal(`${label} does not load: its mf-manifest.json is unusable (${(error as Error).message})`);
  }
  const entryFile = path.join(dir, entry);
  if (!fs.existsSync(entryFile)) throw new Refusal(`${label} does not load: ${entry} is missing`);
  if (version.integrity && sriIntegrity(entryFile) !== version.integrity) {
    throw new Refusal(`${label} does not load: ${entry} does not match the integrity recorded at publish`);
  }
  const missing = assets.filter((asset) => !fs.existsSync(path.join(dir, asset)));
  if (missing.length) {
    throw new Refusal(`${label} does not load: its manifest lists missing files: ${missing.slice(0, 5).join(', ')}`);
  }
  if (contentHash(dir) !== version.contentHash) {
    throw new Refusal(`${label} does not load as published: its files changed since publish (content hash differs)`);
  }
  const declarationPath = path.join(dir, 'platform-remote.json');
  const declarationText = fs.existsSync(declarationPath) ? fs.readFileSync(declarationPath, 'utf8') : null;
  const shared = await assertShellSatisfies({ label, manifestText, declarationText, edgeUrl, shellDir: request.shellDir ?? null });
  if (!edgeUrl) return [...shared, 'HTTP check skipped (PLATFORM_URL=off)'];
  return [...shared, ...(await checkThroughEdge(edgeUrl, label, version, `${versionUrlPath(remote, version.version)}${entry}`))];
}

async function get(url: string): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: 'manual' });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

async function checkThroughEdge(edgeUrl: string, label: string, version: RemoteVersion, entryPath: string): Promise<string[]> {
  try {
    await fetch(`${edgeUrl}/platform-manifest.json`, { signal: AbortSignal.timeout(2_000) });
  } catch {
    return [`the edge does not answer at ${edgeUrl}: HTTP check skipped`];
  }
  for (const urlPath of [version.entry, entryPath]) {
    const url = `${edgeUrl}${urlPath}`;
    const { status, body } = await get(url).catch((error: Error) => {
      throw new Refusal(`${label} does not load: GET ${url} failed (${error.message})`);
    });
    if (status !== 200) {
      throw new Refusal(
        `${label} does not load: GET ${url} answered ${status} (does the edge serve this platform folder? ` + `PLATFORM_URL=off skips this check)`,
      );
    }
    if (urlPath === entryPath && version.integrity) {
      const served = `sha384-${crypto.createHash('sha384').update(body).digest('base64')}`;
      if (served !== version.integrity) throw new Refusal(`${label} does not load: the edge serves a different ${url}`);
    }
  }
  return [`the edge at ${edgeUrl} serves ${version.entry} and its entry`];
}
