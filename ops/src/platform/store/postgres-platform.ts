/**
 * The platform store in PostgreSQL, shared by every edge, operator and API replica: one row holds
 * the manifest (changed under `SELECT … FOR UPDATE`, so two operators never lose each other's
 * change), the audit trail and the published versions are tables, and every change is announced
 * with NOTIFY in the transaction that makes it, so each edge's mirror (edge-sync.ts) hears it as
 * it commits. The published files are in a content store (a shared folder, or S3).
 */
import pg from 'pg';
import type { AuditEntry, PlatformManifest } from '@atlas/contracts/platform-manifest';
import { emptyManifest } from '@atlas/contracts/platform-manifest';
import type { ManifestChange } from '../manifest-store';
import type { ContentStore } from './content-store';
import type { RolloutState } from '../rollout-state';
import type { Platform } from './platform';

export const PLATFORM_CHANNEL = 'atlas_platform';
/** Serialises the creation of the tables by several processes starting at once. */
const SCHEMA_LOCK = 7_261_101;
/** The first key of a remote's rollout judge lock (the second is the remote's hashtext). */
const ROLLOUT_LOCK = 7_261_102;
/** How often a watcher also reads the revision, in case a notification was lost with a connection. */
const WATCH_POLL_MS = 5_000;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS platform_manifest (
    id smallint PRIMARY KEY CHECK (id = 1),
    manifest jsonb NOT NULL,
    revision bigint NOT NULL
  );
  CREATE TABLE IF NOT EXISTS platform_audit (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL,
    remote text,
    entry jsonb NOT NULL
  );
  CREATE INDEX IF NOT EXISTS platform_audit_remote_idx ON platform_audit (remote, id);
  CREATE TABLE IF NOT EXISTS platform_versions (
    remote text NOT NULL,
    version text NOT NULL,
    content_hash text NOT NULL,
    published_at timestamptz NOT NULL,
    published_by text NOT NULL,
    PRIMARY KEY (remote, version)
  );
  CREATE TABLE IF NOT EXISTS platform_rollouts (
    remote text PRIMARY KEY,
    state jsonb NOT NULL,
    updated_at timestamptz NOT NULL
  );
`;

export async function openPostgresPlatform(url: string, content: ContentStore): Promise<Platform> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => undefined);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await client.query(SCHEMA);
    await client.query(`INSERT INTO platform_manifest (id, manifest, revision) VALUES (1, $1, 0) ON CONFLICT (id) DO NOTHING`, [
      JSON.stringify(emptyManifest()),
    ]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }

  const readRow = async (db: pg.Pool | pg.PoolClient, lock = false) => {
    const { rows } = await db.query<{ manifest: PlatformManifest; revision: string }>(
      `SELECT manifest, revision FROM platform_manifest WHERE id = 1${lock ? ' FOR UPDATE' : ''}`,
    );
    return rows[0]!;
  };

  const watchers = new Set<() => Promise<void>>();
  const rolloutLocks = new Set<() => Promise<void>>();
  const host = new URL(url);
  host.password = '';

  return {
    description: `${host.toString()} (files in ${content.where})`,
    content,
    readManifest: async () => (await readRow(pool)).manifest,
    async updateManifest<T>(change: (manifest: PlatformManifest) => Promise<ManifestChange<T>> | ManifestChange<T>): Promise<T> {
      const db = await pool.connect();
      try {
        await db.query('BEGIN');
        const { manifest, revision } = await readRow(db, true);
        const { result, unchanged, audit } = await change(manifest);
        if (unchanged) {
          await db.query('ROLLBACK');
          return result;
        }
        manifest.updatedAt = new Date().toISOString();
        const next = Number(revision) + 1;
        await db.query('UPDATE platform_manifest SET manifest = $1, revision = $2 WHERE id = 1', [JSON.stringify(manifest), next]);
        for (const record of Object.values(manifest.remotes)) {
          for (const version of Object.values(record.versions)) {
            await db.query(
              `INSERT INTO platform_versions (remote, version, content_hash, published_at, published_by) VALUES ($1, $2, $3, $4, $5)
               ON CONFLICT (remote, version) DO NOTHING`,
              [record.name, version.version, version.contentHash, version.publishedAt, version.publishedBy],
            );
          }
        }
        if (audit) {
          const entry = { at: manifest.updatedAt, ...audit } as AuditEntry;
          await db.query('INSERT INTO platform_audit (at, remote, entry) VALUES ($1, $2, $3)', [entry.at, entry.remote ?? null, JSON.stringify(entry)]);
        }
        await db.query('SELECT pg_notify($1, $2)', [PLATFORM_CHANNEL, String(next)]);
        await db.query('COMMIT');
        return result;
      } catch (error) {
        await db.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        db.release();
      }
    },
    async readAudit(remote) {
      const { rows } = await pool.query<{ entry: AuditEntry }>(
        remote ? 'SELECT entry FROM platform_audit WHERE remote = $1 ORDER BY id' : 'SELECT entry FROM platform_audit ORDER BY id',
        remote ? [remote] : [],
      );
      return rows.map((row) => row.entry);
    },
    async appendAudit(audit) {
      const entry = { at: new Date().toISOString(), ...audit } as AuditEntry;
      await pool.query('INSERT INTO platform_audit (at, remote, entry) VALUES ($1, $2, $3)', [entry.at, entry.remote ?? null, JSON.stringify(entry)]);
    },
    async readRollout(remote) {
      const { rows } = await pool.query<{ state: RolloutState }>('SELECT state FROM platform_rollouts WHERE remote = $1', [remote]);
      return rows[0]?.state ?? null;
    },
    async writeRollout(state) {
      await pool.query(
        `INSERT INTO platform_rollouts (remote, state, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (remote) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at`,
        [state.remote, JSON.stringify(state)],
      );
    },
    async lockRollout(remote) {
      // A session lock on a connection of its own, held while the judge runs; the server lets it
      // go if the process or its connection dies, so a restarted judge can take it again.
      const session = new pg.Client({ connectionString: url });
      session.on('error', () => undefined);
      await session.connect();
      const { rows } = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [ROLLOUT_LOCK, remote]);
      if (!rows[0]?.locked) {
        const holder = await session.query<{ pid: number; since: string | null }>(
          `SELECT l.pid, a.backend_start AS since FROM pg_locks l LEFT JOIN pg_stat_activity a ON a.pid = l.pid
           WHERE l.locktype = 'advisory' AND l.classid = $1 AND l.objid = hashtext($2)::oid AND l.granted LIMIT 1`,
          [ROLLOUT_LOCK, remote],
        );
        await session.end();
        const row = holder.rows[0];
        return { heldBy: row ? `database session ${row.pid} since ${String(row.since)}` : 'another database session' };
      }
      const release = async () => {
        await session.query('SELECT pg_advisory_unlock($1, hashtext($2))', [ROLLOUT_LOCK, remote]).catch(() => undefined);
        await session.end().catch(() => undefined);
      };
      rolloutLocks.add(release);
      return {
        release: async () => {
          rolloutLocks.delete(release);
          await release();
        },
      };
    },
    async watch(onChange) {
      let seen = -1;
      let stopped = false;
      let listener: pg.Client | null = null;
      let running: Promise<void> = Promise.resolve();
      // One look at a time, in order: a burst of notifications ends on the latest manifest.
      const look = () =>
        (running = running
          .then(async () => {
            if (stopped) return;
            const { manifest, revision } = await readRow(pool);
            if (Number(revision) === seen) return;
            seen = Number(revision);
            await onChange(manifest);
          })
          .catch(() => undefined));
      const listen = async () => {
        if (stopped) return;
        const connection = new pg.Client({ connectionString: url });
        connection.on('error', () => undefined);
        connection.on('end', () => {
          // The server or the network went away: listen again, and catch up on what was missed.
          if (!stopped) setTimeout(() => void listen().catch(() => undefined), 500);
        });
        connection.on('notification', () => void look());
        await connection.connect();
        await connection.query(`LISTEN ${PLATFORM_CHANNEL}`);
        listener = connection;
        await look();
      };
      await listen();
      const timer = setInterval(() => void look(), WATCH_POLL_MS);
      const stop = async () => {
        stopped = true;
        clearInterval(timer);
        await listener?.end().catch(() => undefined);
        await running;
      };
      watchers.add(stop);
      return async () => {
        watchers.delete(stop);
        await stop();
      };
    },
    async close() {
      for (const stop of [...watchers]) await stop();
      for (const release of [...rolloutLocks]) await release();
      await pool.end();
    },
  };
}
