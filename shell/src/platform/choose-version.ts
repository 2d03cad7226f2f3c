import type { RemoteRecord, RemoteVersion } from '@atlas/contracts/platform-manifest';

export interface VersionChoice {
  version: RemoteVersion;
  reason: 'active' | 'canary' | 'override';
}

/** Stable bucket 0..99 for a browser and a remote, so a canary share is sticky per browser. */
export function canaryBucket(browserId: string, remote: string): number {
  let hash = 2166136261;
  for (const char of `${browserId}:${remote}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 100;
}

/**
 * Which version of a remote this browser runs: a per-browser override where the manifest allows
 * it, else the canary version for the browsers in its share, else the active version.
 */
export function chooseVersion(record: RemoteRecord, browserId: string, overrides: Record<string, string> = {}): VersionChoice | null {
  const overridden = overrides[record.name];
  const pinned = overridden && record.allowOverride ? record.versions[overridden] : undefined;
  if (pinned) return { version: pinned, reason: 'override' };
  const canary = record.canary;
  const candidate = canary ? record.versions[canary.version] : undefined;
  if (canary && candidate && canaryBucket(browserId, record.name) < canary.percent) {
    return { version: candidate, reason: 'canary' };
  }
  const active = record.activeVersion ? record.versions[record.activeVersion] : undefined;
  return active ? { version: active, reason: 'active' } : null;
}

/** `?mf-override=mf-catalogue@1.2.0,mf-selfcare@2.0.0` → { 'mf-catalogue': '1.2.0', ... } */
export function parseOverrides(search: string): Record<string, string> {
  const value = new URLSearchParams(search).get('mf-override');
  if (!value) return {};
  return Object.fromEntries(
    value
      .split(',')
      .map((pair) => pair.trim().split('@'))
      .filter((parts): parts is [string, string] => parts.length === 2 && !!parts[0] && !!parts[1]),
  );
}
