import fs from 'node:fs';
import type { AuditEntry, PlatformManifest, RemoteRecord } from '@atlas/contracts/platform-manifest';
import { emptyManifest } from '@atlas/contracts/platform-manifest';
import { writeFileAtomic } from './atomic-file';
import { appendAudit } from './audit';
import { withPlatformLock } from './lock';
import { manifestFile } from './paths';
import { Refusal } from './refusal';

export function readManifest(dir: string): PlatformManifest {
  let text: string;
  try {
    text = fs.readFileSync(manifestFile(dir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyManifest();
    throw error;
  }
  const manifest = JSON.parse(text) as PlatformManifest;
  if (manifest.schemaVersion !== 1) {
    throw new Error(`${manifestFile(dir)} has schemaVersion ${String(manifest.schemaVersion)}; this tool knows 1`);
  }
  return manifest;
}

export function writeManifest(dir: string, manifest: PlatformManifest): void {
  writeFileAtomic(manifestFile(dir), `${JSON.stringify(manifest, null, 2)}\n`);
}

export interface ManifestChange<T> {
  result: T;
  /** A no-op leaves the file and its updatedAt alone. */
  unchanged?: boolean;
  /** Recorded in the audit trail once the manifest is written. */
  audit?: Omit<AuditEntry, 'at'>;
}

/**
 * Reads, changes and writes the manifest under the platform lock, so two operators never lose
 * each other's change, then appends the audit entry (after the write: the trail never records a
 * change that did not happen).
 */
export async function updateManifest<T>(dir: string, change: (manifest: PlatformManifest) => Promise<ManifestChange<T>> | ManifestChange<T>): Promise<T> {
  return withPlatformLock(dir, async () => {
    const manifest = readManifest(dir);
    const { result, unchanged, audit } = await change(manifest);
    if (!unchanged) {
      manifest.updatedAt = new Date().toISOString();
      writeManifest(dir, manifest);
      if (audit) appendAudit(dir, audit);
    }
    return result;
  });
}

export function remoteRecord(manifest: PlatformManifest, remote: string): RemoteRecord {
  const record = manifest.remotes[remote];
  if (!record) {
    const known = Object.keys(manifest.remotes);
    throw new Refusal(`remote ${remote} has never been published` + (known.length ? ` (known: ${known.join(', ')})` : ''));
  }
  return record;
}
