/**
 * Reads the field telemetry's aggregate (telemetry_histograms, api/src/modules/telemetry) for the
 * operations tool: `ops health` and the rollout's judge. One version's window is its rows summed:
 * page views, errors, load failures per phase, and each vital's buckets added element-wise (the
 * buckets are fixed, so they add up; percentiles come from the sums).
 *
 * The database is the API's: DATABASE_URL (PostgreSQL), else its embedded PGlite folder
 * (PGLITE_DATA_DIR, default <repo>/.data/pglite). PGlite serves only the process that opened it, so
 * the tool reads a copy of the folder taken at that moment (a running API keeps writing its own);
 * a rollout that runs while the API does reads a fresh copy at its polls (at most one per 5 s).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addTelemetryRow } from '../../../api/src/modules/telemetry/telemetry-sums';
import { repoRoot } from '../platform/paths';
import { emptyArm, type ArmStats } from './judge';

export interface Queryable {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

export interface TelemetrySource {
  readonly description: string;
  /** Each version of `remote` seen in [since, until): its sums over the window. */
  versions(remote: string, since: Date, until: Date): Promise<Map<string, ArmStats>>;
  close(): Promise<void>;
}

interface Row {
  version: string;
  metric: string;
  count: number | string;
  buckets: number[] | null;
}

/** The window is whole minutes (the aggregate's grain): from the minute `since` falls in. */
const minuteOf = (at: Date): Date => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

async function readVersions(db: Queryable, remote: string, since: Date, until: Date): Promise<Map<string, ArmStats>> {
  const { rows } = await db.query<Row>(`SELECT version, metric, count, buckets FROM telemetry_histograms WHERE remote = $1 AND minute >= $2 AND minute < $3`, [
    remote,
    minuteOf(since).toISOString(),
    until.toISOString(),
  ]);
  const byVersion = new Map<string, ArmStats>();
  for (const row of rows) {
    let arm = byVersion.get(row.version);
    if (!arm) byVersion.set(row.version, (arm = emptyArm(row.version)));
    addTelemetryRow(arm, row.metric, Number(row.count), row.buckets);
  }
  return byVersion;
}

export function telemetryOf(db: Queryable, description: string, close: () => Promise<void> = async () => undefined): TelemetrySource {
  return { description, versions: (remote, since, until) => readVersions(db, remote, since, until), close };
}

/** The API's PGlite folder, as the API finds it (api/src/config.ts). */
export const pgliteFolder = (env: NodeJS.ProcessEnv = process.env): string =>
  path.resolve(env.PGLITE_DATA_DIR?.trim() || path.join(repoRoot, '.data', 'pglite'));

/** A copy of the PGlite folder, opened; removed when closed. */
async function pgliteSnapshot(folder: string): Promise<{ db: Queryable; close: () => Promise<void> }> {
  if (!fs.existsSync(folder)) {
    throw new Error(`no telemetry database at ${folder}: start the API once (npm start), or set DATABASE_URL or PGLITE_DATA_DIR`);
  }
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-telemetry-'));
  fs.cpSync(folder, path.join(copy, 'data'), { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(path.join(copy, 'data'));
  return {
    db: client,
    close: async () => {
      await client.close();
      fs.rmSync(copy, { recursive: true, force: true });
    },
  };
}

/** A PGlite copy is reused this long (the API flushes its aggregate every second; a copy costs the folder's size). */
const SNAPSHOT_REUSE_MS = 5_000;

/**
 * The telemetry the environment names. On PGlite a read takes a new copy (see above) unless the
 * last one is younger than SNAPSHOT_REUSE_MS, so a long rollout sees what the API wrote since.
 */
export async function openTelemetry(env: NodeJS.ProcessEnv = process.env): Promise<TelemetrySource> {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    const pg = (await import('pg')).default;
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    pool.on('error', () => undefined);
    const host = new URL(url);
    host.password = '';
    return telemetryOf(pool as unknown as Queryable, host.toString(), () => pool.end());
  }
  const folder = pgliteFolder(env);
  let snapshot: { db: Queryable; close: () => Promise<void>; takenAt: number } | null = null;
  return {
    description: `${folder} (read from a copy)`,
    async versions(remote, since, until) {
      if (!snapshot || Date.now() - snapshot.takenAt > SNAPSHOT_REUSE_MS) {
        await snapshot?.close();
        snapshot = null;
        snapshot = { ...(await pgliteSnapshot(folder)), takenAt: Date.now() };
      }
      return readVersions(snapshot.db, remote, since, until);
    },
    async close() {
      await snapshot?.close();
      snapshot = null;
    },
  };
}
