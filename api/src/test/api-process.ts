import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '../..');

export type ProcessDatabase = { PGLITE_DATA_DIR: string } | { DATABASE_URL: string };

export interface ApiProcess {
  base: string;
  /** SIGKILL: the process ends at once, whatever it was doing. */
  kill(): Promise<void>;
  /** SIGTERM: the orderly stop. */
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * One API process on the database, answering once /api/health does. `onLog` gets each line the
 * process logs (pino JSON on stdout).
 */
export async function startApi(database: ProcessDatabase, env: Record<string, string> = {}, onLog?: (line: string) => void): Promise<ApiProcess> {
  const port = await freePort();
  // tsx as a loader inside this one process (its CLI would run the server in a child a SIGKILL misses).
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...database, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', onLog ? 'pipe' : 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  if (onLog) {
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = pending + chunk.toString();
      const lines = text.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLog(line);
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the API stopped while starting: ${errors}`);
    if (waited > 240_000) throw new Error(`the API did not start: ${errors}`);
    const health = await fetch(`${base}/api/health`).catch(() => null);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
