/**
 * The production topology on this machine, from Debian's packages: a throwaway PostgreSQL
 * cluster, two API replicas on loopback ports, and nginx on TOPOLOGY_PORT (default 8090) with the
 * same template as docker-compose's edge, serving shell/dist and the platform folder.
 *
 *   npm run ops -- topology start    start it in the background, wait until /api/health answers through nginx
 *   npm run ops -- topology stop     stop everything and delete the cluster
 *   npm run ops -- topology status   what runs, and whether it answers
 *   npm run ops -- topology run      start it in the foreground; Ctrl-C stops it
 *
 * End-to-end tests call startNativeTopology() and stopNativeTopology() directly.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildParts } from '../src/build/build-parts';
import { bootstrapPlatform } from '../src/platform/bootstrap';
import { platformDir as defaultPlatformDir, repoRoot } from '../src/platform/paths';
import { findNginx, nginxPid, startNginx, stopNginx, writeNginxConfig, type NginxEdge } from './nginx-edge';
import { createCluster, findPostgresBin, startCluster, stopCluster, type PostgresCluster } from './postgres-cluster';
import { freePort, isRunning, startDetached, stopGroup, waitForHealth } from './processes';

export interface ApiReplica {
  name: string;
  port: number;
  pid: number;
  log: string;
  /** The replica's telemetry collector (its worker thread's port), where the edge sends beacons. */
  collectorPort?: number;
}

export interface NativeTopology {
  url: string;
  port: number;
  /** Everything the topology writes: cluster, logs, nginx prefix. Deleted by stop. */
  root: string;
  platformDir: string;
  shellDir: string;
  postgres?: PostgresCluster;
  apis: ApiReplica[];
  /** The page server (server-rendered pages, ops/src/edge/page-server.ts). */
  pages?: ApiReplica;
  nginx?: NginxEdge;
}

export interface StartOptions {
  port?: number;
  platformDir?: string;
  /** The shell's build (default shell/dist). */
  shellDir?: string;
  replicas?: number;
  /** Build what is not built and publish the builds into the platform folder first (default true). */
  prepare?: boolean;
  log?: (line: string) => void;
  /** How to run one API replica (default: api/src/server.ts through tsx); it reads PORT, HOST and DATABASE_URL. */
  apiCommand?: { cwd: string; args: string[] };
}

const API_SERVER = { cwd: path.join(repoRoot, 'api'), args: ['--import', 'tsx', 'src/server.ts'] };
const PAGE_SERVER = { cwd: repoRoot, args: ['--import', 'tsx', 'ops/src/edge/page-server.ts'] };

export const stateFile = (): string => process.env.TOPOLOGY_STATE ?? path.join(os.tmpdir(), 'atlas-native-topology.json');

function saveState(topology: NativeTopology): void {
  fs.writeFileSync(stateFile(), JSON.stringify(topology, null, 2));
}

export function readState(): NativeTopology | null {
  try {
    return JSON.parse(fs.readFileSync(stateFile(), 'utf8')) as NativeTopology;
  } catch {
    return null;
  }
}

async function assertPortFree(port: number): Promise<void> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1_000) });
  } catch {
    return;
  }
  throw new Error(`port ${port} is already in use; choose another with TOPOLOGY_PORT`);
}

async function startReplica(topology: NativeTopology, index: number, databaseUrl: string, options: StartOptions, log: (line: string) => void): Promise<void> {
  const name = `api-${index}`;
  const port = await freePort();
  const logFile = path.join(topology.root, `${name}.log`);
  // NODE_ENV is inherited: the end-to-end suite needs the API's development conveniences (the
  // SMS outbox) on this topology too.
  const collectorPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    // The collector worker, and the routes and versions it knows: the manifest this edge serves.
    TELEMETRY_COLLECTOR_PORT: String(collectorPort),
    PLATFORM_MANIFEST_URL: path.join(topology.platformDir, 'platform-manifest.json'),
  };
  delete env.PGLITE_DATA_DIR;
  const command = options.apiCommand ?? API_SERVER;
  const pid = startDetached(process.execPath, command.args, { cwd: command.cwd, env, log: logFile });
  topology.apis.push({ name, port, pid, log: logFile, collectorPort });
  saveState(topology);
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 180_000, alive: () => isRunning(pid), what: name, log: logFile });
  log(`${name} answers on 127.0.0.1:${port} (pid ${pid})`);
}

/** The page server renders the public pages with the shell's and the remotes' server builds, calling the first replica. */
async function startPageServer(topology: NativeTopology, log: (line: string) => void): Promise<void> {
  const port = await freePort();
  const logFile = path.join(topology.root, 'pages.log');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SHELL_ROOT: topology.shellDir,
    PLATFORM_ROOT: topology.platformDir,
    API_URL: `http://127.0.0.1:${topology.apis[0]!.port}`,
  };
  const pid = startDetached(process.execPath, PAGE_SERVER.args, { cwd: PAGE_SERVER.cwd, env, log: logFile });
  topology.pages = { name: 'pages', port, pid, log: logFile };
  saveState(topology);
  await waitForHealth(`http://127.0.0.1:${port}/`, { timeoutMs: 60_000, alive: () => isRunning(pid), what: 'the page server', log: logFile });
  log(`the page server answers on 127.0.0.1:${port} (pid ${pid})`);
}

export async function startNativeTopology(options: StartOptions = {}): Promise<NativeTopology> {
  const log = options.log ?? ((line: string) => console.log(`[topology] ${line}`));
  const port = options.port ?? Number(process.env.TOPOLOGY_PORT ?? 8090);
  const running = readState();
  if (running?.nginx && nginxPid(running.nginx)) {
    throw new Error(`the native topology already runs at ${running.url}; stop it first (npm run ops -- topology stop)`);
  }
  // Fail before doing anything when a package is missing.
  findNginx();
  findPostgresBin();
  await assertPortFree(port);

  const platformDir = options.platformDir ?? defaultPlatformDir();
  const shellDir = options.shellDir ?? path.join(repoRoot, 'shell/dist');
  if (options.prepare ?? true) {
    await buildParts({ skipWhenBuilt: true, log });
    await bootstrapPlatform({ platformDir, log, by: 'topology start' });
  }
  if (!fs.existsSync(path.join(shellDir, 'index.html'))) throw new Error(`the shell is not built (${shellDir}): npm run build -w shell`);

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-topology-'));
  // The cluster runs as the postgres user, which must reach its folder inside this one.
  fs.chmodSync(root, 0o755);
  const topology: NativeTopology = { url: `http://localhost:${port}`, port, root, platformDir, shellDir, apis: [] };
  saveState(topology);
  try {
    const postgres = createCluster(path.join(root, 'postgres'), await freePort());
    topology.postgres = postgres;
    saveState(topology);
    startCluster(postgres);
    log(`PostgreSQL answers on 127.0.0.1:${postgres.port} (database ${postgres.database}, user ${postgres.user}, password auth)`);

    // One after the other: the first replica migrates and seeds, the next finds it done.
    for (let index = 1; index <= (options.replicas ?? 2); index += 1) await startReplica(topology, index, postgres.databaseUrl, options, log);

    await startPageServer(topology, log);

    topology.nginx = writeNginxConfig(path.join(root, 'nginx'), {
      EDGE_PORT: String(port),
      SHELL_ROOT: shellDir,
      PLATFORM_ROOT: platformDir,
      API_SERVERS: topology.apis.map((api) => `server 127.0.0.1:${api.port};`).join(' '),
      PAGE_SERVERS: `server 127.0.0.1:${topology.pages!.port};`,
      // A replica without a collector (started by an older state) takes beacons on its own port.
      COLLECTOR_SERVERS: topology.apis.map((api) => `server 127.0.0.1:${api.collectorPort ?? api.port};`).join(' '),
    });
    saveState(topology);
    startNginx(topology.nginx);
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 30_000, what: 'nginx', log: path.join(topology.nginx.prefix, 'logs/error.log') });
    log(`nginx serves ${topology.url} (shell ${shellDir}, platform ${platformDir}, /api → ${topology.apis.length} replicas)`);
    return topology;
  } catch (error) {
    await stopNativeTopology(topology, () => undefined).catch(() => undefined);
    throw error;
  }
}

/** Stops what the given (or the recorded) topology started, in reverse order, and deletes its folder. */
export async function stopNativeTopology(
  topology: NativeTopology | null = readState(),
  log = (line: string) => console.log(`[topology] ${line}`),
): Promise<boolean> {
  if (!topology) return false;
  const attempt = async (what: string, step: () => Promise<void> | void) => {
    try {
      await step();
    } catch (error) {
      log(`${what}: ${(error as Error).message}`);
    }
  };
  if (topology.nginx) await attempt('stopping nginx', () => stopNginx(topology.nginx as NginxEdge));
  if (topology.pages) await attempt('stopping the page server', () => stopGroup((topology.pages as ApiReplica).pid));
  for (const api of [...topology.apis].reverse()) await attempt(`stopping ${api.name}`, () => stopGroup(api.pid));
  if (topology.postgres) await attempt('stopping PostgreSQL', () => stopCluster(topology.postgres as PostgresCluster));
  await attempt('deleting its folder', () => fs.rmSync(topology.root, { recursive: true, force: true }));
  const recorded = readState();
  if (recorded?.root === topology.root) fs.rmSync(stateFile(), { force: true });
  log(`stopped the topology of ${topology.url}`);
  return true;
}

async function status(): Promise<void> {
  const topology = readState();
  if (!topology) {
    console.log('the native topology is not running');
    return;
  }
  const health = await fetch(`http://127.0.0.1:${topology.port}/api/health`, { signal: AbortSignal.timeout(2_000) })
    .then((response) => `answers ${response.status}`)
    .catch(() => 'does not answer');
  console.log(`${topology.url}: /api/health ${health}`);
  console.log(`  nginx pid ${topology.nginx ? (nginxPid(topology.nginx) ?? 'stopped') : 'none'}`);
  if (topology.pages)
    console.log(`  pages 127.0.0.1:${topology.pages.port} pid ${topology.pages.pid} ${isRunning(topology.pages.pid) ? 'running' : 'stopped'}`);
  for (const api of topology.apis) console.log(`  ${api.name} 127.0.0.1:${api.port} pid ${api.pid} ${isRunning(api.pid) ? 'running' : 'stopped'}`);
  if (topology.postgres) console.log(`  PostgreSQL 127.0.0.1:${topology.postgres.port} in ${topology.postgres.root}`);
}

export async function runTopologyCommand(command: string): Promise<void> {
  switch (command) {
    case 'start': {
      const topology = await startNativeTopology();
      console.log(`\n  The production-like topology is running at ${topology.url}\n  Stop it with: npm run ops -- topology stop\n`);
      return;
    }
    case 'stop':
      if (!(await stopNativeTopology())) console.log('the native topology is not running');
      return;
    case 'status':
      return status();
    case 'run': {
      const topology = await startNativeTopology();
      console.log(`\n  The production-like topology is running at ${topology.url}; Ctrl-C stops it\n`);
      await new Promise<void>((resolve) => {
        // Signal listeners alone do not keep Node running: the timer does, until a signal comes.
        const alive = setInterval(() => undefined, 60_000);
        const stop = () => {
          clearInterval(alive);
          resolve();
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      await stopNativeTopology(topology);
      return;
    }
    default:
      throw new Error(`unknown topology command ${command}: start, stop, status or run`);
  }
}

if (require.main === module) {
  runTopologyCommand(process.argv[2] ?? '').then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
