import type { PlatformManifest, RemoteRecord } from '@atlas/contracts/platform-manifest';
import { remoteRecord } from './manifest-store';
import { Refusal } from './refusal';
import { platformOf, type Platform } from './store/platform';
import { assertVersionLoads } from './verify-entry';

export interface SwitchRequest {
  /** The platform folder, or the shared platform store. */
  platformDir: string | Platform;
  remote: string;
  version: string;
  by: string;
  edgeUrl: string | null;
  /** The shell's build folder (its shared-scope.json), when the edge does not say. */
  shellDir?: string | null;
}

export interface SwitchResult {
  outcome: 'switched' | 'unchanged';
  from: string | null;
  to: string;
  notes: string[];
}

function publishedVersion(record: RemoteRecord, version: string) {
  const published = record.versions[version];
  if (!published) {
    const known = Object.keys(record.versions);
    throw new Refusal(
      `${record.name} ${version} is not published` +
        (known.length ? ` (published: ${known.join(', ')})` : '') +
        `; publish it first: npm run ops -- publish ${record.name} --version ${version}`,
    );
  }
  return published;
}

/**
 * The loading check reads files and may call the edge, so it runs before the lock is taken; the
 * decision is then re-made under the lock against the manifest as it is at that moment.
 */
async function checkedBeforeLock(platform: Platform, remote: string, version: string, edgeUrl: string | null, shellDir?: string | null) {
  const record = remoteRecord(await platform.readManifest(), remote);
  const published = publishedVersion(record, version);
  const folder = await platform.content.localFolder(remote, published.version);
  return assertVersionLoads({ folder, remote, version: published, edgeUrl, shellDir });
}

/** Makes a published version live; the previous one becomes the last good version and goes to history. */
export async function switchVersion(request: SwitchRequest): Promise<SwitchResult> {
  const { remote, version, by, edgeUrl, shellDir } = request;
  const platform = platformOf(request.platformDir);
  const notes = await checkedBeforeLock(platform, remote, version, edgeUrl, shellDir);
  return platform.updateManifest<SwitchResult>((manifest: PlatformManifest) => {
    const record = remoteRecord(manifest, remote);
    const published = publishedVersion(record, version);
    const from = record.activeVersion;
    if (from === version) return { result: { outcome: 'unchanged', from, to: version, notes }, unchanged: true };
    if (from) record.history.push(from);
    record.lastGoodVersion = from;
    record.activeVersion = published.version;
    const promoted = record.canary?.version === version;
    // A canary on the version now live has nothing left to compare: promotion ends it.
    if (promoted) record.canary = null;
    return {
      result: { outcome: 'switched', from, to: version, notes },
      audit: { by, action: 'switch', remote, from, to: version, ...(promoted ? { detail: 'canary promoted' } : {}) },
    };
  });
}

export interface RollbackRequest {
  platformDir: string | Platform;
  remote: string;
  by: string;
  edgeUrl: string | null;
  shellDir?: string | null;
}

/**
 * Goes back to the version that was live before the current one. The version rolled back from
 * is not pushed to history (it is presumed bad), so a second rollback goes one further back.
 */
export async function rollback(request: RollbackRequest): Promise<SwitchResult> {
  const { remote, by, edgeUrl, shellDir } = request;
  const platform = platformOf(request.platformDir);
  const before = remoteRecord(await platform.readManifest(), remote);
  const target = before.history.at(-1);
  if (!target) {
    throw new Refusal(`${remote} has no previous version to roll back to (active: ${before.activeVersion ?? 'none'})`);
  }
  const notes = await checkedBeforeLock(platform, remote, target, edgeUrl, shellDir);
  return platform.updateManifest<SwitchResult>((manifest) => {
    const record = remoteRecord(manifest, remote);
    if (record.history.at(-1) !== target) {
      throw new Refusal(`${remote} changed while rolling back (another operator?); look at it again with list`);
    }
    const from = record.activeVersion;
    record.history.pop();
    record.activeVersion = target;
    record.lastGoodVersion = record.history.at(-1) ?? null;
    const ended = record.canary?.version === target;
    if (ended) record.canary = null;
    return {
      result: { outcome: 'switched', from, to: target, notes },
      audit: { by, action: 'rollback', remote, from, to: target, ...(ended ? { detail: 'canary on this version ended' } : {}) },
    };
  });
}
