import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATES_ENV } from './database-templates';

/**
 * Jest's global setup of the API project: the migrated and seeded templates every test file
 * starts from, made once for the run (the seed's dates are today's, so never kept across runs).
 */
export default function globalSetup(): void {
  const started = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-api-templates-'));
  execFileSync(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'make-templates.ts'), dir], { stdio: 'inherit', env: process.env });
  // The workers jest starts next inherit this environment.
  process.env[TEMPLATES_ENV] = dir;
  if (process.env.ATLAS_TEST_TIMING) console.info(`\nAPI test templates made in ${Date.now() - started} ms`);
}
