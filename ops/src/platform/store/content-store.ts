/**
 * Where the published versions' files live: immutable per version, readable by every edge. A
 * folder here and on one host (`.platform/remotes`, or a shared volume); object storage (S3 or
 * any S3-compatible service) in production. The same small interface for both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentHash, copyBuildAtomically } from '../build-files';
import { Refusal } from '../refusal';

export interface ContentStore {
  /** Human-readable, for messages: the folder or the bucket URL. */
  readonly where: string;
  has(remote: string, version: string): Promise<boolean>;
  /** Stores a build folder as `remote@version`, whole or not at all; refused if it changed meanwhile. */
  put(remote: string, version: string, from: string, expectedHash: string): Promise<void>;
  /** A local folder holding the version's files (a copy fetched once for object storage). */
  localFolder(remote: string, version: string): Promise<string>;
  /** Copies the version's files into `to` (an edge's own folder), whole or not at all. */
  copyTo(remote: string, version: string, to: string): Promise<void>;
}

function makeReadOnly(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) makeReadOnly(child);
    else fs.chmodSync(child, 0o444);
  }
}

/** The published copies in a folder: `<root>/<remote>/<version>/…`, read-only once written. */
export function folderContentStore(root: string): ContentStore {
  const dir = (remote: string, version: string) => path.join(root, remote, version);
  return {
    where: root,
    has: async (remote, version) => fs.existsSync(dir(remote, version)),
    async put(remote, version, from, expectedHash) {
      const target = dir(remote, version);
      copyBuildAtomically(from, target);
      if (contentHash(target) !== expectedHash) {
        // A rebuild ran while we copied: what landed is not what was hashed.
        fs.rmSync(target, { recursive: true, force: true });
        throw new Refusal(`${from} changed while it was being published (a build running?); publish again once it is done`);
      }
      // Published copies are never edited again; read-only files make an accidental edit fail loudly.
      makeReadOnly(target);
    },
    localFolder: async (remote, version) => dir(remote, version),
    async copyTo(remote, version, to) {
      copyBuildAtomically(dir(remote, version), to);
    },
  };
}
