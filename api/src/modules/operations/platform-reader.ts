import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { PlatformManifest } from '@atlas/contracts/platform-manifest';
import type { RolloutState } from '@atlas/contracts/rollouts';
import type { PlatformStoreConfig } from '../../config';

/**
 * The platform store as the operations page reads it: the manifest (each remote's live version
 * and canary) and the rollouts `ops rollout` keeps (ops/src/platform/store: `platform-manifest.json`
 * and `rollouts.json` in the folder, or the `platform_manifest` and `platform_rollouts` tables).
 * A reader of its own, not the ops store: the API must not import the operations tool (which
 * imports the API's telemetry), and it only reads.
 */
export type RolloutView = RolloutState;

export interface PlatformReader {
  readonly description: string;
  manifest(): Promise<PlatformManifest | null>;
  rollout(remote: string): Promise<RolloutView | null>;
  close(): Promise<void>;
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function platformReaderOf(store: PlatformStoreConfig): PlatformReader {
  if (!store.databaseUrl) {
    return {
      description: store.dir,
      manifest: () => readJson<PlatformManifest>(path.join(store.dir, 'platform-manifest.json')),
      rollout: async (remote) => (await readJson<Record<string, RolloutView>>(path.join(store.dir, 'rollouts.json')))?.[remote] ?? null,
      close: async () => undefined,
    };
  }
  const pool = new pg.Pool({ connectionString: store.databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  // The tables are the store's (made by the first `ops` command): none yet is an empty platform.
  const missing = (error: unknown) => (error as { code?: string }).code === '42P01';
  return {
    description: 'PLATFORM_DATABASE_URL',
    async manifest() {
      try {
        return (await pool.query<{ manifest: PlatformManifest }>('SELECT manifest FROM platform_manifest WHERE id = 1')).rows[0]?.manifest ?? null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async rollout(remote) {
      try {
        return (await pool.query<{ state: RolloutView }>('SELECT state FROM platform_rollouts WHERE remote = $1', [remote])).rows[0]?.state ?? null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    close: () => pool.end(),
  };
}
