import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../platform/paths';
import { remoteWorkspaces } from '../platform/workspaces';

export interface Part {
  /** The workspace name, as `npm run build -w <name>` takes it. */
  name: string;
  /** A file that exists once the part is built. */
  builtMarker: string;
}

/** The shell and every remote workspace (`mf-*`), in build order. */
export function buildableParts(): Part[] {
  return [
    { name: 'shell', builtMarker: path.join(repoRoot, 'shell/dist/index.html') },
    ...remoteWorkspaces().map((remote) => ({ name: remote.name, builtMarker: path.join(remote.buildDir, 'mf-manifest.json') })),
  ];
}

function buildOne(part: Part, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '--silent', '-w', part.name], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    const collect = (chunk: Buffer) => output.push(chunk.toString());
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) {
        log(`  built ${part.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        reject(new Error(`npm run build -w ${part.name} failed (exit ${code}):\n${output.join('')}`));
      }
    });
  });
}

/**
 * Builds every part, two at a time on this kind of machine (one webpack per core). With
 * `skipWhenBuilt`, a part whose build output is present is left as it is.
 */
export async function buildParts(options: { skipWhenBuilt: boolean; log?: (line: string) => void }): Promise<void> {
  const log = options.log ?? console.log;
  const pending = buildableParts().filter((part) => {
    const skip = options.skipWhenBuilt && fs.existsSync(part.builtMarker);
    if (skip) log(`  ${part.name}: build present, not rebuilt`);
    return !skip;
  });
  const workers = Math.max(1, Math.min(2, os.availableParallelism()));
  const queue = [...pending];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let part = queue.shift(); part; part = queue.shift()) await buildOne(part, log);
    }),
  );
}
