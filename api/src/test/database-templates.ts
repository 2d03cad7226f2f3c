import fs from 'node:fs';
import path from 'node:path';

/**
 * The databases every API test file starts from, made once per jest run (global-setup.ts) instead
 * of migrating and seeding in each file: `migrated` (the schema only) and `seeded` (schema and
 * seed). On PGlite each is a dumped data directory (`<name>.tar`) the file's in-memory database
 * loads; on PostgreSQL each is a database the file's own is created from (CREATE DATABASE … TEMPLATE).
 */
export type TemplateName = 'migrated' | 'seeded';

/** The folder global-setup.ts fills, named in the environment the test workers inherit. */
export const TEMPLATES_ENV = 'ATLAS_TEST_TEMPLATES';

export interface PostgresTemplates {
  /** Database names on the TEST_DATABASE_URL server. */
  databases: Record<TemplateName, string>;
}

export function templatesDir(): string | null {
  const dir = process.env[TEMPLATES_ENV];
  return dir && fs.existsSync(dir) ? dir : null;
}

export function pgliteImagePath(dir: string, name: TemplateName): string {
  return path.join(dir, `${name}.tar`);
}

export function postgresTemplatesPath(dir: string): string {
  return path.join(dir, 'postgres.json');
}

/** The PGlite image of a template, or null when no template was made (the file then builds its own). */
export function pgliteImage(name: TemplateName): Blob | null {
  const dir = templatesDir();
  const file = dir && pgliteImagePath(dir, name);
  return file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : null;
}

/** The PostgreSQL template database of a template, or null when none was made. */
export function postgresTemplate(name: TemplateName): string | null {
  const dir = templatesDir();
  const file = dir && postgresTemplatesPath(dir);
  if (!file || !fs.existsSync(file)) return null;
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as PostgresTemplates).databases[name];
}
