import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { publish } from '../platform/publish';
import { switchVersion } from '../platform/switch';
import { fixtureBuild, tempDir } from '../platform/test-fixtures';
import { createEdge } from './server';
import { developmentRemotes, publishedRemotes } from './remote-folders';

describe('the edge', () => {
  let work: string;
  let edge: FastifyInstance;
  let base: string;
  let platformDir: string;
  let shellDir: string;

  beforeAll(async () => {
    work = tempDir();
    platformDir = path.join(work, 'platform');
    shellDir = path.join(work, 'shell');
    fs.mkdirSync(path.join(shellDir, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(shellDir, 'index.html'),
      '<!doctype html><html><head><title>Atlas</title></head><body><script defer src="/assets/main.0123456789.js"></script></body></html>',
    );
    fs.writeFileSync(path.join(shellDir, 'assets/main.0123456789.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    fs.writeFileSync(path.join(shellDir, 'favicon.svg'), '<svg/>');
    // A file the build also wrote compressed (shared/build/precompress.ts): those bytes are sent as they are.
    const chunk = `console.log(${JSON.stringify('field telemetry '.repeat(300))});`;
    fs.writeFileSync(path.join(shellDir, 'assets/field-telemetry.0123456789.js'), chunk);
    fs.writeFileSync(path.join(shellDir, 'assets/field-telemetry.0123456789.js.br'), zlib.brotliCompressSync(chunk));
    fs.writeFileSync(path.join(shellDir, 'assets/field-telemetry.0123456789.js.gz'), zlib.gzipSync(chunk, { level: 9 }));
    await publish({ platformDir, remote: 'mf-demo', version: '1.0.0', from: fixtureBuild(work), by: 't' });
    await switchVersion({ platformDir, remote: 'mf-demo', version: '1.0.0', by: 't', edgeUrl: null });

    const api = Fastify();
    api.get('/api/health', async () => ({ status: 'UP' }));
    api.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 'api_not_found' }));
    edge = await createEdge({ shellDir, remotes: publishedRemotes(platformDir), api });
    base = await edge.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await edge.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('hands /api to the API, its own 404 included', async () => {
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'UP' });
    const missing = await fetch(`${base}/api/nothing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'api_not_found' });
  });

  it('keeps an idle connection open longer than its clients do, so a reused connection is never cut as it is sent on', async () => {
    const connection = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ socket: unknown; keepAlive: string }>((resolve, reject) => {
        http
          .get(`${base}/api/health`, { agent: connection }, (response) => {
            response.resume();
            response.on('end', () => resolve({ socket: response.socket, keepAlive: String(response.headers['keep-alive']) }));
          })
          .on('error', reject);
      });
    const first = await get();
    const second = await get();
    connection.destroy();
    expect(second.socket).toBe(first.socket);
    expect(Number(/timeout=(\d+)/.exec(first.keepAlive)?.[1])).toBeGreaterThanOrEqual(60);
  });

  it('closes without waiting out the keep-alive of a connection whose response ends after close() began', async () => {
    let answer!: () => void;
    let entered!: () => void;
    const inTheEdge = new Promise<void>((resolve) => (entered = resolve));
    const slowApi = Fastify();
    slowApi.get(
      '/api/slow',
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 'UP' });
          entered();
        }),
    );
    const closing = await createEdge({ shellDir, remotes: publishedRemotes(platformDir), api: slowApi });
    const closingBase = await closing.listen({ port: 0, host: '127.0.0.1' });
    const connection = new http.Agent({ keepAlive: true });
    const asked = new Promise<number>((resolve, reject) =>
      http.get(`${closingBase}/api/slow`, { agent: connection }, (response) => resolve(response.resume().statusCode!)).on('error', reject),
    );
    await inTheEdge;
    const closed = closing.close();
    while (closing.server.listening) await new Promise((resolve) => setImmediate(resolve)); // close() has begun
    answer();
    expect(await asked).toBe(200);
    await closed; // jest's 5 s time-out fails it when close() waits for the 72 s keep-alive
    connection.destroy();
  });

  it('serves the platform manifest uncached', async () => {
    const response = await fetch(`${base}/platform-manifest.json`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()).remotes['mf-demo'].activeVersion).toBe('1.0.0');
  });

  it('serves published remotes immutable and readable from any origin; a missing file is a 404', async () => {
    const entry = await fetch(`${base}/remotes/mf-demo/1.0.0/mf-manifest.json`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${base}/remotes/mf-demo/1.0.0/remoteEntry.js`)).status).toBe(200);
    expect((await fetch(`${base}/remotes/mf-demo/9.9.9/remoteEntry.js`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/mf-demo/1.0.0/..%2F..%2Fplatform-manifest.json`)).status).toBe(404);
  });

  it('caches hashed shell assets for a year, revalidates index.html, and compresses text', async () => {
    const asset = await fetch(`${base}/assets/main.0123456789.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    const gzip = await fetch(`${base}/assets/main.0123456789.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const home = await fetch(`${base}/`);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain('<title>Atlas</title>');
    expect((await fetch(`${base}/favicon.svg`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the build’s own compressed bytes where it wrote them, with the type and cache policy of the file', async () => {
    const file = path.join(shellDir, 'assets/field-telemetry.0123456789.js');
    const raw = async (encoding: string) => {
      const response = await fetch(`${base}/assets/field-telemetry.0123456789.js`, { headers: { 'accept-encoding': encoding } });
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    // fetch decodes what it receives: the body read back is the file, and the headers say how it came.
    const brotli = await raw('br, gzip');
    expect(brotli.response.headers.get('content-encoding')).toBe('br');
    expect(brotli.response.headers.get('content-type')).toMatch(/^application\/javascript|^text\/javascript/);
    expect(brotli.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.bytes.equals(fs.readFileSync(file))).toBe(true);
    const sent = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(`${base}/assets/field-telemetry.0123456789.js`, { headers: { 'accept-encoding': 'br' } }, (response) => {
          const parts: Buffer[] = [];
          response.on('data', (part: Buffer) => parts.push(part)).on('end', () => resolve(Buffer.concat(parts)));
        })
        .on('error', reject);
    });
    expect(sent.equals(fs.readFileSync(`${file}.br`))).toBe(true);
    expect((await raw('gzip')).response.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers any other page path with the shell, which renders its own 404', async () => {
    for (const page of ['/particuliers', '/ar/espace-client/dashboard', '/nope/deep/path?x=1']) {
      const response = await fetch(`${base}${page}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Atlas</title>');
    }
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/particuliers`, { method: 'POST' })).status).toBe(404);
  });

  it("puts preload hints for the first route's remote into the page, from the manifest of that very request", async () => {
    const hintsOf = async (page: string) => [...(await (await fetch(`${base}${page}`)).text()).matchAll(/<link rel="preload" [^>]*>/g)].map(([link]) => link);
    const home = await hintsOf('/');
    expect(home).toEqual([
      '<link rel="preload" href="/remotes/mf-demo/1.0.0/mf-manifest.json" as="fetch" crossorigin="anonymous" />',
      expect.stringMatching(
        /^<link rel="preload" href="\/remotes\/mf-demo\/1\.0\.0\/remoteEntry\.js" as="script" crossorigin="anonymous" integrity="sha384-[^"]+" \/>$/,
      ),
      '<link rel="preload" href="/remotes/mf-demo/1.0.0/assets/__federation_expose_routes.js" as="script" />',
    ]);
    expect(await hintsOf('/ar')).toEqual(home);
    // The page as sent carries a validator: revalidating it costs a 304.
    const etag = (await fetch(`${base}/`)).headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await fetch(`${base}/`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    // A path no remote owns (the shell's 404 page) gets none.
    expect(await hintsOf('/nope/deep/path')).toEqual([]);

    // A switch shows in the next page at once, without any rebuild.
    await publish({ platformDir, remote: 'mf-demo', version: '1.1.0', from: fixtureBuild(work, { code: 'v2' }), by: 't' });
    await switchVersion({ platformDir, remote: 'mf-demo', version: '1.1.0', by: 't', edgeUrl: null });
    try {
      expect((await hintsOf('/'))[0]).toContain('/remotes/mf-demo/1.1.0/mf-manifest.json');
    } finally {
      await switchVersion({ platformDir, remote: 'mf-demo', version: '1.0.0', by: 't', edgeUrl: null });
    }
  });

  it('in development serves each remote from its own build under a generated manifest', async () => {
    const buildDir = fixtureBuild(work);
    const dev = await createEdge({
      shellDir,
      development: true,
      remotes: developmentRemotes([{ name: 'mf-demo', dir: work, version: '2.0.0-dev', buildDir }]),
    });
    const devBase = await dev.listen({ port: 0, host: '127.0.0.1' });
    try {
      const manifest = await (await fetch(`${devBase}/platform-manifest.json`)).json();
      expect(manifest.remotes['mf-demo']).toMatchObject({
        activeVersion: '2.0.0-dev',
        versions: { '2.0.0-dev': { entry: '/remotes/mf-demo/2.0.0-dev/mf-manifest.json' } },
      });
      const entry = await fetch(`${devBase}/remotes/mf-demo/2.0.0-dev/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${devBase}/assets/main.0123456789.js`)).headers.get('cache-control')).toBe('no-cache');
    } finally {
      await dev.close();
    }
  });
});
