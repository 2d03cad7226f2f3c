import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

const LOCK_NAME = '.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/** A lock left by a process of this machine that no longer exists can be taken over. */
function removeIfStale(file: string): void {
  const owner = readOwner(file);
  if (owner && owner.host === os.hostname() && !isAlive(owner.pid)) {
    fs.rmSync(file, { force: true });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Serialises every write to the platform folder across processes: the lock is a file created
 * with O_EXCL, which only one process can win. Waits up to `timeoutMs` for a running command.
 */
export async function withPlatformLock<T>(dir: string, action: () => Promise<T> | T, timeoutMs = 30_000): Promise<T> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_NAME);
  const owner: LockOwner = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  const deadline = Date.now() + timeoutMs;
  let delay = 5;
  for (;;) {
    try {
      fs.writeFileSync(file, JSON.stringify(owner), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      removeIfStale(file);
      if (Date.now() > deadline) {
        const holder = readOwner(file);
        throw new Error(
          `the platform folder ${dir} is locked by process ${holder?.pid ?? '?'} since ${holder?.since ?? '?'}; ` +
            `if no ops command is running, remove ${file}`,
        );
      }
      await sleep(delay + Math.random() * delay);
      delay = Math.min(delay * 2, 100);
    }
  }
  try {
    return await action();
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/**
 * A lock held for as long as a long-running command runs (one rollout judge per remote): created
 * with O_EXCL, taken over only from a dead process of this machine. Null when a live one holds it.
 */
export function tryHoldLock(file: string): (() => void) | null {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const owner: LockOwner = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(owner), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      removeIfStale(file);
    }
  }
  return null;
}

/** Who holds a lock file, for the refusal's message. */
export function lockHolder(file: string): string {
  const holder = readOwner(file);
  return holder ? `process ${holder.pid} on ${holder.host} since ${holder.since}` : 'another process';
}
