/**
 * The platform store: the manifest, the audit trail and the published versions. A folder on one
 * host (`.platform`, the embedded default of `npm start`), or PostgreSQL shared by every edge and
 * operator with the files in a content store (`PLATFORM_DATABASE_URL`, `PLATFORM_CONTENT`). Every
 * operation (publish, switch, rollback, canary) goes through this interface, whichever it is.
 */
import type { AuditEntry, PlatformManifest } from '@atlas/contracts/platform-manifest';
import { readAudit } from '../audit';
import { readManifest, updateManifest, type ManifestChange } from '../manifest-store';
import { remotesDir } from '../paths';
import { folderContentStore, type ContentStore } from './content-store';

export interface Platform {
  /** For messages: the folder, or the database and content store. */
  readonly description: string;
  readonly content: ContentStore;
  readManifest(): Promise<PlatformManifest>;
  /** Reads, changes and writes the manifest as one step against every other writer, then audits it. */
  updateManifest<T>(change: (manifest: PlatformManifest) => Promise<ManifestChange<T>> | ManifestChange<T>): Promise<T>;
  readAudit(remote?: string): Promise<AuditEntry[]>;
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
