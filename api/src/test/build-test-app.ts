import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { IN_MEMORY, type ApiOptions } from '../config';
import { pgliteImage, pgliteImagePath, postgresTemplate, templatesDir, type TemplateName } from './database-templates';

export interface TestApp {
  app: FastifyInstance;
  /** Closes the app and drops the database made for it. */
  close(): Promise<void>;
}

/**
 * The real app on a database of its own: a PGlite in memory, or, when TEST_DATABASE_URL names a
 * PostgreSQL server (an account allowed to create databases), a fresh database on it that is
 * dropped afterwards, so test files can run in parallel. The database starts as a copy of the
 * run's migrated and seeded template (database-templates.ts; migrated only with `seed: false`),
 * which takes a fraction of a second; without templates it is migrated and seeded here. Build one
 * per test file in beforeAll.
 */
export async function buildTestApp(options: Pick<ApiOptions, 'seed' | 'mailTransport' | 'publicReadRecheckMs' | 'platformStore'> = {}): Promise<TestApp> {
  const template: TemplateName = options.seed === false ? 'migrated' : 'seeded';
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const app = await buildApp({ dataDir: IN_MEMORY, pgliteImage: pgliteImage(template) ?? undefined, logger: false, ...options });
    await app.ready();
    return { app, close: () => app.close() };
  }

  const { url: databaseUrl, drop: dropDatabase } = await createTestDatabase(adminUrl, 'atlas_test', postgresTemplate(template));
  try {
    const app = await buildApp({ databaseUrl, logger: false, ...options });
    await app.ready();
    return {
      app,
      async close() {
        await app.close();
        await dropDatabase();
      },
    };
  } catch (error) {
    await dropDatabase();
    throw error;
  }
}

/**
 * The real app for the tests of one file: built in beforeAll (a minute allowed: the machine may be
 * busy), closed with its database in afterAll. Call it at the top of the file; the getter it answers
 * gives the app once beforeAll has run.
 */
export function appPerTestFile(options: Parameters<typeof buildTestApp>[0] = {}): () => FastifyInstance {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await buildTestApp(options);
  }, 60_000);
  afterAll(() => testApp?.close());
  return () => {
    if (!testApp) throw new Error('The test app is built in beforeAll: ask for it inside a test or a hook.');
    return testApp.app;
  };
}

/** A fresh database on the PostgreSQL server of `adminUrl` (a copy of `template` if named), its name, URL, and how to drop it. */
export async function createTestDatabase(
  adminUrl: string,
  prefix = 'atlas_test',
  template: string | null = null,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`));
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  return { name, url: databaseUrl.toString(), drop: () => dropTestDatabase(adminUrl, name) };
}

export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A data folder for an API process of its own on PGlite (crash and restart tests), holding a copy
 * of the run's `template` when there is one: the image is the data directory as a tarball, and
 * unpacked it is what PGlite resumes from (`tar`: loading it through PGlite's own file system into
 * a folder took minutes). Without templates the process migrates and seeds the folder itself.
 */
export function pgliteDataFolder(prefix: string, template: TemplateName = 'seeded'): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const dir = templatesDir();
  const image = dir && pgliteImagePath(dir, template);
  if (image && fs.existsSync(image)) execFileSync('tar', ['-xf', image, '-C', dataDir], { stdio: 'ignore' });
  return dataDir;
}

/** A database on the PostgreSQL server of `adminUrl` for an API process of its own: a copy of `template` when the run made one. */
export function processTestDatabase(adminUrl: string, template: TemplateName = 'seeded'): ReturnType<typeof createTestDatabase> {
  return createTestDatabase(adminUrl, 'atlas_test', postgresTemplate(template));
}
