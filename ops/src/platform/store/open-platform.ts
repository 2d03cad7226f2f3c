import path from 'node:path';
import { platformDir, remotesDir } from '../paths';
import { folderContentStore, type ContentStore } from './content-store';
import { folderPlatform, type Platform } from './platform';

/**
 * The platform store the environment names: PLATFORM_DATABASE_URL (PostgreSQL shared by every
 * edge and operator) with PLATFORM_CONTENT (a folder every edge can read, or `s3://bucket/prefix`;
 * default the platform folder's `remotes/`), else the platform folder PLATFORM_DIR alone — the
 * embedded default of `npm start`, which needs nothing installed. (The API's embedded PGlite
 * serves only the process that opened it, so the operations tool, a process of its own, could not
 * share it: on one machine the folder is the shared store.)
 */
export async function openPlatform(env: NodeJS.ProcessEnv = process.env): Promise<Platform> {
  const databaseUrl = env.PLATFORM_DATABASE_URL?.trim();
  if (!databaseUrl) return folderPlatform(platformDir());
  const { openPostgresPlatform } = await import('./postgres-platform');
  return openPostgresPlatform(databaseUrl, await contentStoreOf(env.PLATFORM_CONTENT?.trim() || remotesDir(platformDir())));
}

async function contentStoreOf(location: string): Promise<ContentStore> {
  if (location.startsWith('s3://')) {
    const { s3ContentStore } = await import('./s3-content-store');
    return s3ContentStore(location);
  }
  return folderContentStore(path.resolve(location));
}
