import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { IN_MEMORY, MIGRATIONS_DIR, type DatabaseTarget } from '../config';
import * as schema from './schema';
import { withoutNamedStatements } from './prepared-read';

/** The one query layer of the API, whichever PostgreSQL is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /**
   * Applies the pending migrations, then `andThen` (the app's start passes its seed policy), as one
   * client at a time. Opening a database knows nothing of the seed: whoever starts decides.
   */
  prepare(andThen?: (db: Database) => Promise<void>): Promise<void>;
  /** The whole data directory as a tarball (PGlite only): what `DatabaseTarget.image` starts from. */
  dumpImage(): Promise<Blob>;
  close(): Promise<void>;
}

/** The only place that chooses the driver. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target) : openPglite(target);
}

async function openPglite({ dataDir, image }: Extract<DatabaseTarget, { kind: 'pglite' }>): Promise<DatabaseHandle> {
  // A fresh clone has no .data/ yet; PGlite creates only the last folder of the path.
  if (dataDir !== IN_MEMORY) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir === IN_MEMORY ? undefined : dataDir, image ? { loadDataDir: image } : {});
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    async prepare(andThen) {
      // PGlite serves one process, so nothing else can migrate at the same time.
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      await andThen?.(db);
    },
    dumpImage: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** Any fixed number shared by every API process; it names the lock that serialises start-up. */
const PREPARE_LOCK = 7_261_001;

async function openPostgres(target: Extract<DatabaseTarget, { kind: 'postgres' }>): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolMax ?? 10 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema });
  // Behind a pooler that hands each transaction to any server connection, a statement prepared
  // by name on one is unknown to the next (PgBouncer before 1.21).
  if (target.transactionPooler) withoutNamedStatements(db);
  return {
    db,
    kind: 'postgres',
    async prepare(andThen) {
      // Several API replicas start together against one server: the first one migrates and
      // seeds while the others wait on the advisory lock, then find nothing left to do.
      // A session lock needs one server session: behind a pooler, the server itself (DATABASE_DIRECT_URL).
      const direct = target.directUrl ? new pg.Client({ connectionString: target.directUrl }) : null;
      if (direct) await direct.connect();
      const client = direct ?? (await pool.connect());
      try {
        await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK]);
        const locked = drizzlePostgres({ client, schema });
        await migratePostgres(locked, { migrationsFolder: MIGRATIONS_DIR });
        await andThen?.(locked);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => undefined);
        if (direct) await direct.end();
        else (client as pg.PoolClient).release();
      }
    },
    dumpImage: () => Promise.reject(new Error('A PostgreSQL server copies a database with CREATE DATABASE … TEMPLATE, not an image')),
    close: () => pool.end(),
  };
}
