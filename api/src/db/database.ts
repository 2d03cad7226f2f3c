import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { IN_MEMORY, MIGRATIONS_DIR, type DatabaseTarget, type SeedPolicy } from '../config';
import * as schema from './schema';
import { withoutNamedStatements } from './prepared-read';
import { isSeeded, seedDatabase } from './seed';

/** The one query layer of the API, whichever PostgreSQL is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Applies the pending migrations, then the seed as the policy says, as one client at a time. */
  prepare(seed: SeedPolicy): Promise<void>;
  close(): Promise<void>;
}

/** The only place that chooses the driver. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target) : openPglite(target.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  // A fresh clone has no .data/ yet; PGlite creates only the last folder of the path.
  if (dataDir !== IN_MEMORY) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir === IN_MEMORY ? undefined : dataDir);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    async prepare(seed) {
      // PGlite serves one process, so nothing else can migrate at the same time.
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      await applySeedPolicy(db, seed);
    },
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
    async prepare(seed) {
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
        await applySeedPolicy(locked, seed);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => undefined);
        if (direct) await direct.end();
        else (client as pg.PoolClient).release();
      }
    },
    close: () => pool.end(),
  };
}

async function applySeedPolicy(db: Database, seed: SeedPolicy): Promise<void> {
  if (seed === 'always' || (seed === 'when-empty' && !(await isSeeded(db)))) await seedDatabase(db);
}
