/**
 * The platform store: the manifest, the audit trail and the published versions. A folder on one
 * host (`.platform`, the embedded default of `npm start`), or PostgreSQL shared by every edge and
 * operator with the files in a content store (`PLATFORM_DATABASE_URL`, `PLATFORM_CONTENT`). Every
 * operation (publish, switch, rollback, canary) goes through this interface, whichever it is.
 */
import type { AuditEntry, PlatformManifest } from '@atlas/contracts/platform-manifest';
import fs from 'node:fs';
import { writeFileAtomic } from '../atomic-file';
import { appendAudit, readAudit } from '../audit';
import { lockHolder, tryHoldLock, withPlatformLock } from '../lock';
import { readManifest, updateManifest, type ManifestChange } from '../manifest-store';
import { remotesDir, rolloutLockFile, rolloutsFile } from '../paths';
import type { RolloutState } from '../rollout-state';
import { folderContentStore, type ContentStore } from './content-store';

export interface Platform {
  /** For messages: the folder, or the database and content store. */
  readonly description: string;
  readonly content: ContentStore;
  readManifest(): Promise<PlatformManifest>;
  /** Reads, changes and writes the manifest as one step against every other writer, then audits it. */
  updateManifest<T>(change: (manifest: PlatformManifest) => Promise<ManifestChange<T>> | ManifestChange<T>): Promise<T>;
  readAudit(remote?: string): Promise<AuditEntry[]>;
  /** Records an entry that changes no manifest (a rollout's decision and its figures). */
  appendAudit(entry: Omit<AuditEntry, 'at'>): Promise<void>;
  /** The remote's rollout (running or finished), null when it never had one. */
  readRollout(remote: string): Promise<RolloutState | null>;
  /** Replaces the remote's rollout state as one write (a reader sees the old or the new one). */
  writeRollout(state: RolloutState): Promise<void>;
  /**
   * Takes the remote's judge lock, held until the returned release is called (or the process
   * dies): one rollout judge per remote. `heldBy` names the holder when another process has it.
   */
  lockRollout(remote: string): Promise<{ release: () => Promise<void> } | { heldBy: string }>;
  /** Calls `onChange` with the manifest now and after every change; resolves to a stop function. */
  watch(onChange: (manifest: PlatformManifest) => void | Promise<void>): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The platform folder of one host: manifest, audit.jsonl and `remotes/<remote>/<version>`. */
export function folderPlatform(dir: string): Platform {
  return {
    description: dir,
    content: folderContentStore(remotesDir(dir)),
    readManifest: async () => readManifest(dir),
    updateManifest: (change) => updateManifest(dir, change),
    readAudit: async (remote) => readAudit(dir, remote),
    appendAudit: (entry) =>
      withPlatformLock(dir, () => {
        appendAudit(dir, entry);
      }),
    readRollout: async (remote) => readRollouts(dir)[remote] ?? null,
    writeRollout: (state) =>
      withPlatformLock(dir, () => {
        const rollouts = readRollouts(dir);
        rollouts[state.remote] = state;
        writeFileAtomic(rolloutsFile(dir), `${JSON.stringify(rollouts, null, 2)}\n`);
      }),
    async lockRollout(remote) {
      const file = rolloutLockFile(dir, remote);
      const release = tryHoldLock(file);
      return release ? { release: async () => release() } : { heldBy: lockHolder(file) };
    },
    async watch(onChange) {
      let last = '';
      const look = async () => {
        const manifest = readManifest(dir);
        if (manifest.updatedAt !== last) {
          last = manifest.updatedAt;
          await onChange(manifest);
        }
      };
      await look();
      const timer = setInterval(() => void look().catch(() => undefined), 250);
      return async () => clearInterval(timer);
    },
    close: async () => undefined,
  };
}

/** Existing callers and tests pass a folder; anything else is already a platform. */
export const platformOf = (location: string | Platform): Platform => (typeof location === 'string' ? folderPlatform(location) : location);

/** rollouts.json beside the manifest: remote → its rollout state. */
function readRollouts(dir: string): Record<string, RolloutState> {
  try {
    return JSON.parse(fs.readFileSync(rolloutsFile(dir), 'utf8')) as Record<string, RolloutState>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}
