/**
 * The API as Kubernetes stops it (SIGTERM, then a grace period): readiness answers 503 at once
 * while the replica still serves, a request in flight when the signal came is answered, and the
 * process exits 0 before its time-out. Its own process on PGlite in memory, like production's
 * `node src/server.ts`.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { freePort } from './test/api-process';

jest.setTimeout(120_000);

const API_DIR = path.resolve(__dirname, '..');

/** A request whose body arrives in two halves: in flight until `finish` sends the rest. */
function slowRequest(port: number) {
  const body = JSON.stringify({ username: '0661234501', password: 'not-the-password', padding: 'x'.repeat(200) });
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
  socket.write(
    `POST /api/ms-iam/v1/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
  );
  socket.write(body.slice(0, 40));
  return { finish: () => socket.end(body.slice(40)), closed };
}

it('drains on SIGTERM: readiness 503, the request in flight answered, exit 0', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, PGLITE_DATA_DIR: 'memory://', PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_DRAIN_MS: '1500', SHUTDOWN_TIMEOUT_MS: '10000' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}/api`;
  for (let waited = 0; ; waited += 250) {
    const ready = await fetch(`${base}/health/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (ready === 200) break;
    if (waited > 90_000) throw new Error('the API did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect((await fetch(`${base}/health/live`)).status).toBe(200);

  const inFlight = slowRequest(port);
  await new Promise((resolve) => setTimeout(resolve, 200));
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  // Draining: out of the load balancer, yet still answering.
  expect((await fetch(`${base}/health/ready`)).status).toBe(503);
  expect((await fetch(`${base}/health/live`)).status).toBe(200);

  inFlight.finish();
  const answer = await inFlight.closed;
  expect(answer).toMatch(/^HTTP\/1\.1 (2|4)\d\d /);
  expect(await exited).toBe(0);
});
