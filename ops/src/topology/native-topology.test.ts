import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { EDGE_TEMPLATE, renderEdgeTemplate } from '../../topology/nginx-edge';
import { readState, startNativeTopology, stopNativeTopology, type NativeTopology } from '../../topology/native';
import { freePort, stopGroup } from '../../topology/processes';
import { publish } from '../platform/publish';
import { switchVersion } from '../platform/switch';
import { fixtureBuild, tempDir } from '../platform/test-fixtures';

const REPO = path.resolve(__dirname, '../../..');

/**
 * The production-like topology with Debian's nginx and PostgreSQL (the test machine installs them:
 * ops/bin/ensure-system-packages.mjs). The API replicas are a small stand-in that answers
 * /api/health from the database, so this proves the topology, not the API.
 */
const STAND_IN_API = `
const http = require('node:http');
const { Client } = require(${JSON.stringify(require.resolve('pg'))});
const client = new Client({ connectionString: process.env.DATABASE_URL });
client.connect().then(async () => {
  await client.query('create table if not exists hits (id serial primary key, port int)');
  http.createServer(async (request, response) => {
    const cacheControl = { '/api/health': null, '/api/shared': 'public, max-age=60, s-maxage=10', '/api/browser-only': 'public, max-age=60', '/api/private': 'private, no-store' }[request.url];
    if (cacheControl === undefined) return response.writeHead(404).end();
    const arrivedAt = Date.now();
    const { rows } = await client.query('insert into hits (port) values ($1) returning id', [Number(process.env.PORT)]);
    if (request.headers['x-hold-ms']) await new Promise((resolve) => setTimeout(resolve, Number(request.headers['x-hold-ms'])));
    response.writeHead(200, { 'content-type': 'application/json', ...(cacheControl ? { 'cache-control': cacheControl } : {}) }).end(JSON.stringify({ replica: process.env.PORT, hit: rows[0].id, arrivedAt, answeredAt: Date.now() }));
  }).listen(Number(process.env.PORT), process.env.HOST);
  // The replica's telemetry collector: its own port, told where the manifest the edge serves is.
  http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(204, { 'x-collector': process.env.TELEMETRY_COLLECTOR_PORT, 'x-manifest': require('node:fs').existsSync(process.env.PLATFORM_MANIFEST_URL) ? 'readable' : 'missing' }).end());
  }).listen(Number(process.env.TELEMETRY_COLLECTOR_PORT), process.env.HOST);
});`;

describe('the native production-like topology', () => {
  jest.setTimeout(120_000);
  let work: string;
  let topology: NativeTopology | undefined;
  const previousState = process.env.TOPOLOGY_STATE;

  beforeAll(async () => {
    work = tempDir();
    process.env.TOPOLOGY_STATE = path.join(work, 'state.json');
    const shellDir = path.join(work, 'shell');
    fs.mkdirSync(path.join(shellDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><html><head><title>Atlas</title></head><body><div id="root"></div></body></html>');
    // A stand-in of the shell's server module: the page server renders every page with it.
    fs.mkdirSync(path.join(shellDir, 'server'));
    fs.writeFileSync(
      path.join(shellDir, 'server/render-page.js'),
      "exports.renderPage = async () => ({ html: '<main>rendered</main>', styleTags: '', state: {}, remote: { name: 'mf-demo', version: '1.0.0' } });",
    );
    fs.writeFileSync(path.join(shellDir, 'assets/main.0123456789.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    // A chunk as the production build writes it: the file, its Brotli 11 .br and gzip 9 .gz beside it.
    const chunk = Buffer.from(Array.from({ length: 300 }, (_, i) => `export const vital${i} = ${JSON.stringify(`metric-${i * 7919}`)};`).join('\n'));
    fs.writeFileSync(path.join(shellDir, 'assets/field-telemetry.0123456789.js'), chunk);
    fs.writeFileSync(path.join(shellDir, 'assets/field-telemetry.0123456789.js.br'), zlib.brotliCompressSync(chunk));
    fs.writeFileSync(path.join(shellDir, 'assets/field-telemetry.0123456789.js.gz'), zlib.gzipSync(chunk, { level: 9 }));
    const platformDir = path.join(work, 'platform');
    await publish({ platformDir, remote: 'mf-demo', version: '1.0.0', from: fixtureBuild(work), by: 't' });
    await switchVersion({ platformDir, remote: 'mf-demo', version: '1.0.0', by: 't', edgeUrl: null });
    fs.writeFileSync(path.join(work, 'api.cjs'), STAND_IN_API);

    topology = await startNativeTopology({
      port: await freePort(),
      platformDir,
      shellDir,
      prepare: false,
      apiCommand: { cwd: work, args: ['api.cjs'] },
      log: () => undefined,
    });
  });
  afterAll(async () => {
    await stopNativeTopology(topology ?? null, () => undefined);
    process.env.TOPOLOGY_STATE = previousState;
    fs.rmSync(work, { recursive: true, force: true });
  });

  const get = (urlPath: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${topology?.port}${urlPath}`, { headers });
  /** The bytes as sent: fetch would decode them. */
  const rawGet = (urlPath: string, acceptEncoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${topology?.port}${urlPath}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('spreads /api over both replicas, which share one PostgreSQL', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await (await get('/api/health')).json()) as { replica: string; hit: number });
    expect(new Set(answers.map((answer) => answer.replica)).size).toBe(2);
    expect(answers.map((answer) => answer.hit)).toEqual([...answers.map((answer) => answer.hit)].sort((a, b) => a - b));
  });

  it('sends the beacons to the replicas’ collectors, not to their API port, each knowing the manifest the edge serves', async () => {
    const collectors = new Set(topology!.apis.map((api) => String(api.collectorPort)));
    const seen = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const answer = await fetch(`http://127.0.0.1:${topology?.port}/api/v1/telemetry/beacons`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: '{}',
      });
      expect(answer.status).toBe(204);
      expect(answer.headers.get('x-manifest')).toBe('readable');
      seen.add(answer.headers.get('x-collector') ?? 'the API port');
    }
    expect(seen).toEqual(collectors);
    expect(topology!.apis.map((api) => api.port)).not.toContain(Number([...seen][0]));
  });

  it('serves the manifest, remotes, assets and pages with the cache policy of the edge', async () => {
    const manifest = await get('/platform-manifest.json');
    expect(manifest.headers.get('cache-control')).toBe('no-store');
    expect((await manifest.json()).remotes['mf-demo'].activeVersion).toBe('1.0.0');
    const entry = await get('/remotes/mf-demo/1.0.0/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const asset = await get('/assets/main.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    const page = await get('/ar/espace-client/dashboard');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Atlas</title>');
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/remotes/mf-demo/9.9.9/remoteEntry.js')).status).toBe(404);
  });

  it('sends the build’s own .br to a browser that accepts Brotli and its .gz to one that does not, varying on Accept-Encoding', async () => {
    const assets = path.join(topology!.shellDir, 'assets');
    const file = (name: string) => fs.readFileSync(path.join(assets, name));
    const brotli = await rawGet('/assets/field-telemetry.0123456789.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.body.equals(file('field-telemetry.0123456789.js.br'))).toBe(true);
    const gzip = await rawGet('/assets/field-telemetry.0123456789.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gzip.body.equals(file('field-telemetry.0123456789.js.gz'))).toBe(true);
    const plain = await rawGet('/assets/field-telemetry.0123456789.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(file('field-telemetry.0123456789.js'))).toBe(true);
  });

  it('sends the pages rendered by the page server, never a server build, and the plain page when the page server is down', async () => {
    const rendered = await get('/particuliers');
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get('x-frame-options')).toBe('DENY');
    expect(rendered.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await rendered.text()).toContain('<div id="root" data-server-rendered="mf-demo@1.0.0" inert><main>rendered</main></div>');
    expect((await get('/remotes/mf-demo/1.0.0/server/routes.js')).status).toBe(404);
    expect((await get('/server/render-page.js')).status).toBe(404);

    await stopGroup(topology!.pages!.pid);
    const plain = await get('/particuliers');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(plain.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await plain.text()).toContain('<div id="root"></div>');
  });

  it('keeps the API answers that allow a shared cache (s-maxage), and no other', async () => {
    const twice = async (urlPath: string) => {
      const first = await get(urlPath);
      const second = await get(urlPath);
      return {
        first: ((await first.json()) as { hit: number }).hit,
        second: ((await second.json()) as { hit: number }).hit,
        status: second.headers.get('x-cache-status'),
      };
    };
    const shared = await twice('/api/shared');
    expect(shared.second).toBe(shared.first);
    expect(shared.status).toBe('HIT');
    for (const urlPath of ['/api/browser-only', '/api/private', '/api/health']) {
      const answers = await twice(urlPath);
      expect(answers.second).not.toBe(answers.first);
    }
  });

  it('lets requests for one URL whose answer is never stored reach the API together (no cache lock)', async () => {
    // Every customer's /balances is one URL: nginx's cache lock held each such request until the
    // one before was answered (4.5 s stalls under load). Each request is held a moment by the API.
    const answers = await Promise.all(
      [1, 2, 3].map(async () => (await get('/api/private', { 'x-hold-ms': '400' })).json() as Promise<{ arrivedAt: number; answeredAt: number }>),
    );
    const firstAnswer = Math.min(...answers.map((answer) => answer.answeredAt));
    expect(answers.map((answer) => answer.arrivedAt < firstAnswer)).toEqual([true, true, true]);
  });

  it('records itself so that `topology stop` finds it, and stops everything', async () => {
    expect(readState()?.root).toBe(topology?.root);
    const stopped = topology as NativeTopology;
    await stopNativeTopology(stopped, () => undefined);
    topology = undefined;
    expect(readState()).toBeNull();
    expect(fs.existsSync(stopped.root)).toBe(false);
    await expect(fetch(`http://127.0.0.1:${stopped.port}/`)).rejects.toThrow();
    for (const api of stopped.apis) await expect(fetch(`http://127.0.0.1:${api.port}/api/health`)).rejects.toThrow();
  });
});

describe('the edge template', () => {
  const imageVariables = {
    EDGE_PORT: '80',
    SHELL_ROOT: '/srv/shell',
    PLATFORM_ROOT: '/srv/platform',
    API_SERVERS: 'server api-1:3000; server api-2:3000;',
    PAGE_SERVERS: 'server pages:3100;',
    COLLECTOR_SERVERS: 'server api-1:3001;',
  };

  it('takes every variable it uses from the environment, as the edge image does', () => {
    const rendered = renderEdgeTemplate(imageVariables);
    expect(rendered).toContain('listen 80;');
    expect(rendered).toContain('server api-1:3001;');
    expect(rendered).toContain('server api-1:3000; server api-2:3000;');
    expect(rendered).toContain('server pages:3100;');
    expect(rendered).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(() => renderEdgeTemplate({ EDGE_PORT: '80' } as never, 'listen ${EDGE_PORT}; ${NOT_PROVIDED}')).toThrow(/NOT_PROVIDED/);
  });

  it('is rendered by the edge image’s entrypoint as natively, and the image’s nginx loads the module it needs', () => {
    const work = tempDir();
    try {
      const conf = path.join(work, 'edge.conf');
      execFileSync(path.join(REPO, 'ops/docker/edge-entrypoint.sh'), ['true'], { env: { ...process.env, ...imageVariables, EDGE_TEMPLATE, EDGE_CONF: conf } });
      expect(fs.readFileSync(conf, 'utf8')).toBe(renderEdgeTemplate(imageVariables));
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
    const dockerfile = fs.readFileSync(path.join(REPO, 'ops/docker/Dockerfile'), 'utf8');
    const edgeStage = dockerfile.slice(dockerfile.search(/^FROM .* AS edge$/m)).split(/^FROM /m)[1] ?? '';
    expect(edgeStage).toMatch(/^debian:bookworm/);
    expect(edgeStage).toMatch(/apt-get install [^\n]*\bnginx libnginx-mod-http-brotli-static\b/);
    expect(edgeStage).toContain('ENTRYPOINT ["/usr/local/bin/edge-entrypoint"]');
  });
});
