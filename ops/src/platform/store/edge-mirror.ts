/**
 * An edge's copy of the platform: each edge (nginx, or the page server) serves a folder of its own
 * — `platform-manifest.json` and `remotes/<remote>/<version>` — that this mirror keeps equal to
 * the shared store. It hears every change as it is committed (the store's watch: LISTEN/NOTIFY
 * for PostgreSQL), copies the versions it does not have yet (immutable: once each), and only then
 * replaces the manifest, atomically, so the edge never points a browser at a file it lacks.
 */
import fs from 'node:fs';
import type { PlatformManifest } from '@atlas/contracts/platform-manifest';
import { writeManifest } from '../manifest-store';
import { versionDir } from '../paths';
import type { Platform } from './platform';

export interface MirrorEvent {
  updatedAt: string;
  copied: string[];
}

export async function mirrorPlatform(
  platform: Platform,
  folder: string,
  onMirrored: (event: MirrorEvent) => void = () => undefined,
): Promise<() => Promise<void>> {
  fs.mkdirSync(folder, { recursive: true });
  return platform.watch(async (manifest: PlatformManifest) => {
    const copied: string[] = [];
    for (const record of Object.values(manifest.remotes)) {
      for (const version of Object.keys(record.versions)) {
        const target = versionDir(folder, record.name, version);
        if (fs.existsSync(target)) continue;
        await platform.content.copyTo(record.name, version, target);
        copied.push(`${record.name}@${version}`);
      }
    }
    writeManifest(folder, manifest);
    onMirrored({ updatedAt: manifest.updatedAt, copied });
  });
}
