import fs from 'node:fs';
import { dropTestDatabase } from './build-test-app';
import { postgresTemplate, templatesDir } from './database-templates';

/** Drops what global-setup.ts made. */
export default async function globalTeardown(): Promise<void> {
  const dir = templatesDir();
  if (!dir) return;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    for (const name of ['migrated', 'seeded'] as const) {
      const database = postgresTemplate(name);
      if (database) await dropTestDatabase(adminUrl, database);
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
