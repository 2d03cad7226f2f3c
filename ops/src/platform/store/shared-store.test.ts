/**
 * One platform store for every edge (issue 32): the manifest, audit and published versions in a
 * real PostgreSQL server, the files in a shared folder, two real nginx edges each serving its own
 * mirror (edge-mirror.ts). A publish, switch, canary and rollback made by an operator (checked
 * through edge A) are served by edge B within a second; two operators at once lose nothing; a
 * mirror whose connection is cut catches up.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { PlatformManifest } from '@atlas/contracts/platform-manifest';
import { startNginx, stopNginx, writeNginxConfig, type NginxEdge } from '../../../topology/nginx-edge';
import { freePort } from '../../../topology/processes';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../topology/postgres';
import { setCanary, setOverridePolicy } from '../canary';
import { publish } from '../publish';
import { rollback, switchVersion } from '../switch';
import { fixtureBuild, tempDir } from '../test-fixtures';
import { folderContentStore } from './content-store';
import { mirrorPlatform } from './edge-mirror';
import type { Platform } from './platform';
import { openPostgresPlatform, PLATFORM_CHANNEL } from './postgres-platform';

jest.setTimeout(120_000);

const SERVED_WITHIN_MS = 1_000;

let postgres: ThrowawayPostgres;
let root: string;
let content: string;
let operator: Platform;
const edges: { nginx: NginxEdge; url: string; folder: string; platform: Platform; stop: () => Promise<void> }[] = [];

async function servedManifest(url: string): Promise<PlatformManifest | null> {
  const answer = await fetch(`${url}/platform-manifest.json`).catch(() => null);
  return answer?.ok ? ((await answer.json()) as PlatformManifest) : null;
}

/** Milliseconds until `url` serves a manifest that passes `check`; throws past 5 s. */
async function untilServed(url: string, check: (manifest: PlatformManifest) => boolean): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 5_000) {
    const manifest = await servedManifest(url);
    if (manifest && check(manifest)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not serve the change within 5 s`);
}

beforeAll(async () => {
  postgres = startThrowawayPostgres();
  root = tempDir('atlas-shared-store-');
  content = path.join(root, 'content');
  operator = await openPostgresPlatform(postgres.url, folderContentStore(content));
  const shell = path.join(root, 'shell');
  fs.mkdirSync(shell);
  fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>shell</title>');
  const deadUpstream = `server 127.0.0.1:${await freePort()};`;
  for (const name of ['a', 'b']) {
    const folder = path.join(root, `edge-${name}`, 'platform');
    const platform = await openPostgresPlatform(postgres.url, folderContentStore(content));
    const stop = await mirrorPlatform(platform, folder);
    const port = await freePort();
    const nginx = writeNginxConfig(path.join(root, `edge-${name}`, 'nginx'), {
      EDGE_PORT: String(port),
      SHELL_ROOT: shell,
      PLATFORM_ROOT: folder,
      API_SERVERS: deadUpstream,
      PAGE_SERVERS: deadUpstream,
      COLLECTOR_SERVERS: deadUpstream,
    });
    startNginx(nginx);
    edges.push({ nginx, url: `http://127.0.0.1:${port}`, folder, platform, stop });
  }
});

afterAll(async () => {
  for (const edge of edges) {
    await edge.stop();
    await edge.platform.close();
    await stopNginx(edge.nginx);
  }
  await operator?.close();
  postgres?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

it('serves a publish, a switch, a canary and a rollback made through edge A from edge B within a second', async () => {
  const [edgeA, edgeB] = edges as [(typeof edges)[0], (typeof edges)[0]];
  const by = 'test-operator';
  const timings: Record<string, number> = {};
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
    const build = fixtureBuild(root, { name: 'mf-demo', code: version });
    await publish({ platformDir: operator, remote: 'mf-demo', version, from: build, by });
  }
  timings.publish = await untilServed(edgeB.url, (manifest) => Object.keys(manifest.remotes['mf-demo']?.versions ?? {}).length === 3);
  // The published files reached the edge's own folder before its manifest named them.
  expect(fs.existsSync(path.join(edgeB.folder, 'remotes/mf-demo/1.2.0/remoteEntry.js'))).toBe(true);

  await switchVersion({ platformDir: operator, remote: 'mf-demo', version: '1.0.0', by, edgeUrl: edgeA.url, shellDir: null });
  await switchVersion({ platformDir: operator, remote: 'mf-demo', version: '1.1.0', by, edgeUrl: edgeA.url, shellDir: null });
  timings.switch = await untilServed(edgeB.url, (manifest) => manifest.remotes['mf-demo']?.activeVersion === '1.1.0');
  // Edge B serves the version's files itself.
  expect((await fetch(`${edgeB.url}/remotes/mf-demo/1.1.0/remoteEntry.js`)).status).toBe(200);

  await setCanary({ platformDir: operator, remote: 'mf-demo', canary: { version: '1.2.0', percent: 10 }, by, edgeUrl: edgeA.url, shellDir: null });
  timings.canary = await untilServed(edgeB.url, (manifest) => manifest.remotes['mf-demo']?.canary?.percent === 10);

  await rollback({ platformDir: operator, remote: 'mf-demo', by, edgeUrl: edgeA.url, shellDir: null });
  timings.rollback = await untilServed(edgeB.url, (manifest) => manifest.remotes['mf-demo']?.activeVersion === '1.0.0');
  await untilServed(edgeA.url, (manifest) => manifest.remotes['mf-demo']?.activeVersion === '1.0.0');

  console.info(`served by the other edge after (ms): ${JSON.stringify(timings)}`);
  expect(Math.max(...Object.values(timings))).toBeLessThan(SERVED_WITHIN_MS);

  const audit = await operator.readAudit('mf-demo');
  expect(audit.map((entry) => entry.action)).toEqual(['publish', 'publish', 'publish', 'switch', 'switch', 'canary', 'rollback']);
  const reader = new pg.Client({ connectionString: postgres.url });
  await reader.connect();
  const { rows } = await reader.query<{ count: string }>('SELECT count(*) FROM platform_versions');
  await reader.end();
  expect(Number(rows[0]!.count)).toBe(3);
});

it('loses neither of two operators’ changes made at the same moment', async () => {
  const second = await openPostgresPlatform(postgres.url, folderContentStore(content));
  try {
    await Promise.all([
      setOverridePolicy({ platformDir: operator, remote: 'mf-demo', allow: true, by: 'first' }),
      setCanary({ platformDir: second, remote: 'mf-demo', canary: { version: '1.2.0', percent: 25 }, by: 'second', edgeUrl: null, shellDir: null }),
    ]);
    const record = (await operator.readManifest()).remotes['mf-demo']!;
    expect(record.allowOverride).toBe(true);
    expect(record.canary).toEqual({ version: '1.2.0', percent: 25 });
    await untilServed(edges[1]!.url, (manifest) => manifest.remotes['mf-demo']?.canary?.percent === 25 && manifest.remotes['mf-demo']?.allowOverride === true);
  } finally {
    await second.close();
  }
});

it('catches up after its connection to the database is cut', async () => {
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  try {
    // Every session listening on the channel (the two mirrors) is cut, as a failover would.
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query ILIKE $1 AND pid <> pg_backend_pid()`, [
      `LISTEN ${PLATFORM_CHANNEL}%`,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await setCanary({ platformDir: operator, remote: 'mf-demo', canary: null, by: 'test-operator', edgeUrl: null, shellDir: null });
    for (const edge of edges) await untilServed(edge.url, (manifest) => manifest.remotes['mf-demo']?.canary === null);
  } finally {
    await admin.end();
  }
});
