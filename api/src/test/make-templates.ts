/**
 * `tsx api/src/test/make-templates.ts <folder>`: migrates and seeds the API test templates once
 * (see database-templates.ts). Run by jest's global setup in a process of its own, outside the
 * test sandbox. On TEST_DATABASE_URL's PostgreSQL server when set, else as PGlite images.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { IN_MEMORY } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { seedDatabase } from '../db/seed';
import { createTestDatabase } from './build-test-app';
import { pgliteImagePath, postgresTemplatesPath, type PostgresTemplates } from './database-templates';

/** The PGlite templates' buffer pool (postgresql.auto.conf, so every copy starts with it). */
const TEST_SHARED_BUFFERS = '32MB';

async function prepared(database: DatabaseHandle, seed: boolean): Promise<void> {
  try {
    await database.prepare(seed ? seedDatabase : undefined);
  } finally {
    await database.close();
  }
}

async function main(dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const migrated = await createTestDatabase(adminUrl, 'atlas_template');
    const seeded = await createTestDatabase(adminUrl, 'atlas_template');
    await prepared(await openDatabase({ kind: 'postgres', url: migrated.url }), false);
    await prepared(await openDatabase({ kind: 'postgres', url: seeded.url }), true);
    const templates: PostgresTemplates = { databases: { migrated: migrated.name, seeded: seeded.name } };
    fs.writeFileSync(postgresTemplatesPath(dir), JSON.stringify(templates));
    return;
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: IN_MEMORY });
  try {
    // Every copy starts faster with a buffer pool sized for a test database (46 MB image) than
    // with PGlite's 128 MB: a start took about a third less CPU.
    await database.db.execute(sql.raw(`ALTER SYSTEM SET shared_buffers = '${TEST_SHARED_BUFFERS}'`));
    await database.prepare();
    fs.writeFileSync(pgliteImagePath(dir, 'migrated'), Buffer.from(await (await database.dumpImage()).arrayBuffer()));
    await seedDatabase(database.db);
    fs.writeFileSync(pgliteImagePath(dir, 'seeded'), Buffer.from(await (await database.dumpImage()).arrayBuffer()));
  } finally {
    await database.close();
  }
}

main(process.argv[2]!).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
