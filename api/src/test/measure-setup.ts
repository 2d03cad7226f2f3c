/**
 * `npx tsx api/src/test/measure-setup.ts`: how long one API test file's database takes to set up,
 * migrated and seeded from scratch, then copied from the templates (docs/testing.md's figures).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp } from './build-test-app';
import { TEMPLATES_ENV } from './database-templates';

async function timed(label: string): Promise<void> {
  const started = Date.now();
  const testApp = await buildTestApp();
  console.info(`${label}: ${Date.now() - started} ms`);
  await testApp.close();
}

async function main(): Promise<void> {
  delete process.env[TEMPLATES_ENV];
  await timed('from scratch (migrations and seed)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-api-templates-'));
  const started = Date.now();
  execFileSync(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'make-templates.ts'), dir], { stdio: 'inherit' });
  console.info(`templates, once per run: ${Date.now() - started} ms`);
  process.env[TEMPLATES_ENV] = dir;
  await timed('from the template');
  await timed('from the template, again');
  fs.rmSync(dir, { recursive: true, force: true });
}

void main();
