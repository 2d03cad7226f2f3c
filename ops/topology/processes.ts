import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs a command to completion; throws with its output when it fails. */
export function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}):\n${String(result.stdout ?? '')}${String(result.stderr ?? '')}`);
  }
  return String(result.stdout ?? '');
}

/** Starts a long-running process in its own process group, its output going to a log file. */
export function startDetached(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; log: string }): number {
  const out = fs.openSync(options.log, 'a');
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  child.unref();
  if (!child.pid) throw new Error(`${command} did not start`);
  return child.pid;
}

/** Alive, and not a zombie waiting for its (re)parent to reap it: that one has already stopped. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops a process group politely, then firmly. */
export async function stopGroup(pid: number, timeoutMs = 10_000): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid) && Date.now() < deadline) await sleep(100);
  if (isRunning(pid)) signal('SIGKILL');
}

export function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Waits until a URL answers 200; fails early when `alive` says the server died. */
export async function waitForHealth(url: string, options: { timeoutMs: number; alive?: () => boolean; what: string; log?: string }): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (options.alive && !options.alive()) {
      throw new Error(`${options.what} exited before ${url} answered${options.log ? `; its log:\n${tail(options.log)}` : ''}`);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${options.what}: ${url} did not answer 200 within ${options.timeoutMs / 1000} s${options.log ? `; its log:\n${tail(options.log)}` : ''}`,
      );
    }
    await sleep(250);
  }
}
