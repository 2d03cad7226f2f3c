/**
 * The platform beyond one machine, on one machine: PostgreSQL behind PgBouncer, N API replicas
 * (the real API) and M nginx edges with the production template, started by the project's own
 * code — the shape of the Kubernetes manifests (deploy/kubernetes), where the Service and the
 * Pooler stand for nginx's upstream and PgBouncer. A rolling restart takes each replica out of every
 * edge, stops it gracefully (it drains its connections and finishes what it holds) and puts its
 * successor back once it answers.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/platform/paths';
import { startNginx, stopNginx, writeNginxConfig, type NginxEdge } from './nginx-edge';
import { startPgbouncer, stopPgbouncer, type Pgbouncer } from './pgbouncer';
import { createCluster, startCluster, stopCluster, type PostgresCluster } from './postgres-cluster';
import { freePort, isRunning, startDetached, stopGroup, waitForHealth } from './processes';

export interface Replica {
  name: string;
  port: number;
  pid: number;
  log: string;
}

export interface Edge {
  url: string;
  nginx: NginxEdge;
  variables: Parameters<typeof writeNginxConfig>[1];
}

export interface ScaleOut {
  root: string;
  postgres: PostgresCluster;
  pgbouncer: Pgbouncer;
  replicas: Replica[];
  edges: Edge[];
}

export interface ScaleOutOptions {
  replicas: number;
  edges: number;
  /** PgBouncer's server connections: PostgreSQL never sees more from the API. */
  poolSize: number;
  /** Each replica's own pool of connections to PgBouncer. */
  replicaPool?: number;
  /** Extra environment of the replicas (the end-to-end suite's development conveniences…). */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

const API = { cwd: path.join(repoRoot, 'api'), args: ['--import', 'tsx', 'src/server.ts'] };

async function startReplica(scale: ScaleOut, name: string, port: number, options: ScaleOutOptions): Promise<Replica> {
  const log = path.join(scale.root, `${name}.log`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: scale.pgbouncer.url,
    // Start-up migrations hold a session lock: they go to the server itself, as the Job does.
    DATABASE_DIRECT_URL: scale.postgres.databaseUrl,
    DATABASE_POOLER: 'transaction',
    DATABASE_POOL_MAX: String(options.replicaPool ?? 6),
    SHUTDOWN_DRAIN_MS: '1000',
    SHUTDOWN_TIMEOUT_MS: '20000',
    LOG_LEVEL: 'warn',
  };
  delete env.PGLITE_DATA_DIR;
  const pid = startDetached(process.execPath, API.args, { cwd: API.cwd, env, log });
  await waitForHealth(`http://127.0.0.1:${port}/api/health/ready`, { timeoutMs: 180_000, alive: () => isRunning(pid), what: name, log });
  return { name, port, pid, log };
}

function upstreams(scale: ScaleOut, out: string | null = null): string {
  return scale.replicas.map((replica) => `server 127.0.0.1:${replica.port}${replica.name === out ? ' down' : ''};`).join(' ');
}

/**
 * Rewrites every edge's upstream list, `out` marked down, and reloads nginx: its new workers send
 * nothing more to that replica, its old ones finish what they hold (a Service forgetting a pod
 * whose readiness fails).
 */
function reloadEdges(scale: ScaleOut, out: string | null): void {
  for (const edge of scale.edges) {
    edge.variables = { ...edge.variables, API_SERVERS: upstreams(scale, out), COLLECTOR_SERVERS: upstreams(scale, out) };
    writeNginxConfig(edge.nginx.prefix, edge.variables);
    const result = spawnSync(edge.nginx.bin, ['-p', edge.nginx.prefix, '-c', edge.nginx.conf, '-s', 'reload'], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`nginx reload failed: ${result.stderr}`);
  }
}

export async function startScaleOut(options: ScaleOutOptions): Promise<ScaleOut> {
  const log = options.log ?? (() => undefined);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-scale-out-'));
  fs.chmodSync(root, 0o755);
  const postgres = createCluster(path.join(root, 'postgres'), await freePort());
  const scale: ScaleOut = { root, postgres, pgbouncer: undefined as unknown as Pgbouncer, replicas: [], edges: [] };
  try {
    startCluster(postgres);
    scale.pgbouncer = await startPgbouncer(postgres, path.join(root, 'pgbouncer'), await freePort(), options.poolSize);
    log(`PostgreSQL on ${postgres.port}, PgBouncer on ${scale.pgbouncer.port} (${options.poolSize} server connections)`);
    // The first replica migrates and seeds; the others start together and find it done.
    scale.replicas.push(await startReplica(scale, 'api-1', await freePort(), options));
    const others = await Promise.all(
      Array.from({ length: options.replicas - 1 }, async (_, index) => startReplica(scale, `api-${index + 2}`, await freePort(), options)),
    );
    scale.replicas.push(...others);
    log(`${scale.replicas.length} API replicas answer`);
    const shell = path.join(root, 'shell');
    fs.mkdirSync(shell);
    fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>Atlas</title>');
    const platform = path.join(root, 'platform');
    fs.mkdirSync(platform);
    for (let index = 1; index <= options.edges; index += 1) {
      const port = await freePort();
      const variables = {
        EDGE_PORT: String(port),
        SHELL_ROOT: shell,
        PLATFORM_ROOT: platform,
        API_SERVERS: upstreams(scale),
        PAGE_SERVERS: `server 127.0.0.1:${await freePort()};`,
        // These replicas run no collector worker: the API's own route takes the beacons.
        COLLECTOR_SERVERS: upstreams(scale),
      };
      const nginx = writeNginxConfig(path.join(root, `edge-${index}`), variables);
      startNginx(nginx);
      scale.edges.push({ url: `http://127.0.0.1:${port}`, nginx, variables });
    }
    log(`${scale.edges.length} nginx edges: ${scale.edges.map((edge) => edge.url).join(', ')}`);
    return scale;
  } catch (error) {
    await stopScaleOut(scale);
    throw error;
  }
}

/** Each replica in turn: out of every edge, stopped gracefully, its successor started and put back. */
export async function rollingRestart(scale: ScaleOut, options: ScaleOutOptions, log: (line: string) => void = () => undefined): Promise<void> {
  for (let index = 0; index < scale.replicas.length; index += 1) {
    const old = scale.replicas[index]!;
    // Out of every edge first, then SIGTERM: the replica drains (its kept connections end after
    // their answer), finishes what it holds and exits; its successor starts on its port and is put
    // back once it answers.
    reloadEdges(scale, old.name);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await stopGroup(old.pid, 30_000);
    const successor = await startReplica(scale, old.name, old.port, options);
    scale.replicas[index] = successor;
    reloadEdges(scale, null);
    log(`${old.name} restarted (pid ${old.pid} → ${successor.pid})`);
  }
}

export async function stopScaleOut(scale: ScaleOut): Promise<void> {
  for (const edge of scale.edges) await stopNginx(edge.nginx).catch(() => undefined);
  for (const replica of scale.replicas) await stopGroup(replica.pid).catch(() => undefined);
  if (scale.pgbouncer) await stopPgbouncer(scale.pgbouncer).catch(() => undefined);
  try {
    stopCluster(scale.postgres);
  } catch {
    // Already stopped.
  }
  fs.rmSync(scale.root, { recursive: true, force: true });
}
