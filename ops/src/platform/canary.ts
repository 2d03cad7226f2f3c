import { remoteRecord } from './manifest-store';
import { Refusal } from './refusal';
import { platformOf, type Platform } from './store/platform';
import { assertVersionLoads } from './verify-entry';

export interface CanaryRequest {
  platformDir: string | Platform;
  remote: string;
  /** null turns the canary off. */
  canary: { version: string; percent: number } | null;
  by: string;
  edgeUrl: string | null;
  /** The shell's build folder (its shared-scope.json), when the edge does not say. */
  shellDir?: string | null;
}

/** Sends a sticky share of browsers to a candidate version; the shell applies it. */
export async function setCanary(request: CanaryRequest): Promise<string[]> {
  const { remote, canary, by, edgeUrl, shellDir } = request;
  const platform = platformOf(request.platformDir);
  let notes: string[] = [];
  if (canary) {
    if (!Number.isFinite(canary.percent) || canary.percent <= 0 || canary.percent > 100) {
      throw new Refusal(`a canary share is a percentage above 0 and at most 100 (got ${canary.percent}); use "off" to stop it`);
    }
    const record = remoteRecord(await platform.readManifest(), remote);
    const published = record.versions[canary.version];
    if (!published) throw new Refusal(`${remote} ${canary.version} is not published`);
    if (record.activeVersion === canary.version) {
      throw new Refusal(`${remote} ${canary.version} is already the active version; a canary needs another version`);
    }
    const folder = await platform.content.localFolder(remote, published.version);
    notes = await assertVersionLoads({ folder, remote, version: published, edgeUrl, shellDir });
  }
  await platform.updateManifest((manifest) => {
    const record = remoteRecord(manifest, remote);
    const previous = record.canary ?? null;
    const describe = (rule: typeof previous) => (rule ? `${rule.version}@${rule.percent}%` : null);
    if (describe(previous) === describe(canary)) return { result: undefined, unchanged: true };
    if (canary && !record.versions[canary.version]) throw new Refusal(`${remote} ${canary.version} is not published`);
    record.canary = canary ? { version: canary.version, percent: canary.percent } : null;
    return {
      result: undefined,
      audit: { by, action: 'canary', remote, from: describe(previous), to: describe(record.canary) },
    };
  });
  return notes;
}

export interface OverridePolicyRequest {
  platformDir: string | Platform;
  remote: string;
  allow: boolean;
  by: string;
}

/** Whether a browser may pin another published version of this remote for testing in production. */
export async function setOverridePolicy(request: OverridePolicyRequest): Promise<void> {
  const { remote, allow, by } = request;
  await platformOf(request.platformDir).updateManifest((manifest) => {
    const record = remoteRecord(manifest, remote);
    const previous = record.allowOverride ?? false;
    if (previous === allow) return { result: undefined, unchanged: true };
    record.allowOverride = allow;
    const word = (value: boolean) => (value ? 'allow' : 'deny');
    return { result: undefined, audit: { by, action: 'override-policy', remote, from: word(previous), to: word(allow) } };
  });
}
