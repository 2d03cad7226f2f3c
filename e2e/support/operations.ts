import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { PlatformManifest } from '@atlas/contracts/platform-manifest';
import { E2E_PLATFORM_DIR, E2E_URL, REPO } from './environment';

export interface CommandResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs the operations tool exactly as operations do, against the end-to-end platform. */
export function ops(...args: string[]): CommandResult {
  const run = spawnSync(process.execPath, [path.join(REPO, 'node_modules/tsx/dist/cli.mjs'), 'ops/src/cli.ts', ...args], {
    cwd: REPO,
    encoding: 'utf8',
    env: { ...process.env, PLATFORM_DIR: E2E_PLATFORM_DIR, PLATFORM_URL: E2E_URL, OPS_USER: 'e2e-operator' },
  });
  return { status: run.status ?? -1, stdout: run.stdout, stderr: run.stderr };
}

/** Builds one remote alone, as its team would, under a version of the test's choosing. */
export function buildRemote(remote: string, version: string): string {
  const run = spawnSync('npm', ['run', 'build', '-w', remote], {
    cwd: REPO,
    encoding: 'utf8',
    env: { ...process.env, REMOTE_VERSION: version },
  });
  if (run.status !== 0) throw new Error(`build of ${remote}@${version} failed:\n${run.stdout}\n${run.stderr}`);
  return path.join(REPO, remote, 'dist', version);
}

export function readPlatformManifest(): PlatformManifest {
  return JSON.parse(fs.readFileSync(path.join(E2E_PLATFORM_DIR, 'platform-manifest.json'), 'utf8')) as PlatformManifest;
}

export function writePlatformManifest(manifest: PlatformManifest): void {
  const file = path.join(E2E_PLATFORM_DIR, 'platform-manifest.json');
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(manifest, null, 2));
  fs.renameSync(`${file}.tmp`, file);
}

export function remoteVersionDir(remote: string, version: string): string {
  return path.join(E2E_PLATFORM_DIR, 'remotes', remote, version);
}

/** Runs the operations tool in the background (a rollout runs while the journey drives traffic). */
export function opsInBackground(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(REPO, 'node_modules/tsx/dist/cli.mjs'), 'ops/src/cli.ts', ...args], {
      cwd: REPO,
      env: { ...process.env, PLATFORM_DIR: E2E_PLATFORM_DIR, PLATFORM_URL: E2E_URL, OPS_USER: 'e2e-operator', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status: status ?? -1, stdout, stderr }));
  });
}
