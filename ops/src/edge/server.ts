import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { PLATFORM_MANIFEST_PATH } from '@atlas/contracts/platform-manifest';
import { IMMUTABLE, NEVER_STORE, REVALIDATE } from './cache-policy';
import { COMMON_SECURITY_HEADERS, contentSecurityPolicy, inlineScriptHashes } from './security-headers';
import type { RemoteSource } from './remote-folders';
import { firstRouteHints, withPreloadHints } from './first-route-hints';
import { createPageRenderer, withRenderedPage, type PageRenderer, type RenderPageInput } from './server-render';

export interface EdgeOptions {
  /** The shell's build: index.html and content-hashed assets/. */
  shellDir: string;
  remotes: RemoteSource;
  /** The operator API; every /api request goes to it untouched. */
  api?: FastifyInstance | null;
  /** Development builds have no content hash in their names: nothing may be cached for long. */
  development?: boolean;
  logger?: boolean;
  /** Without `api` in this process, how the server render calls it (the production topology's page server: httpApi). */
  renderApi?: RenderPageInput['api'];
  /** The server render's time limit (default 250 ms); beyond it the plain page is sent. */
  renderTimeLimitMs?: number;
}

const isApiPath = (url: string | undefined) => url === '/api' || (url?.startsWith('/api/') ?? false) || (url?.startsWith('/api?') ?? false);
/** Paths that name build files: a miss there is a real 404, never the shell's page. */
const isAssetPath = (url: string) => url.startsWith('/remotes/') || url.startsWith('/assets/') || url.startsWith('/server/');
/** The shell's server module (server-render.ts) is the edge's own: never sent to browsers. */
const isShellServerBuild = (root: string, file: string) => path.relative(root, file).split(path.sep)[0] === 'server';

function fileIn(root: string, relative: string): string | null {
  const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

const WARMED_PAGES = ['/', '/ar', '/en'];
const WARM_UP_LIMIT_MS = 5_000;

/** Fastify's default keep-alive, kept above the 60 s idle time of the usual clients and load balancers. */
const EDGE_KEEP_ALIVE_MS = 72_000;

/**
 * The edge of `npm start` and `npm run dev`: one origin for the shell, the platform manifest, the
 * published remotes and the API, with the same cache policy as the nginx edge of production.
 * The API stays its own Fastify instance (its hooks, error and 404 handlers apply to /api only);
 * the edge's HTTP server hands /api requests to its router.
 */
export async function createEdge(options: EdgeOptions): Promise<FastifyInstance> {
  const { api, remotes, development = false } = options;
  const shellDir = path.resolve(options.shellDir);
  if (api) await api.ready();

  let closing = false;
  const edge = Fastify({
    logger: options.logger ?? false,
    serverFactory: (handler) => {
      const server = http.createServer((request, response) => {
        // close() ends the connections idle at that moment and waits for the others: one whose
        // response ends after it would stay open the whole keep-alive below. It ends with its response.
        response.on('finish', () => closing && request.socket.end());
        return api && isApiPath(request.url) ? api.routing(request, response) : handler(request, response);
      });
      // Fastify's own keep-alive (72 s) does not reach a server it is handed: Node's 5 s would close
      // an idle connection just as a client (a browser, Playwright's request context, a load balancer)
      // sends on it again, and that request dies as "socket hang up". Idle longer than the clients.
      server.keepAliveTimeout = EDGE_KEEP_ALIVE_MS;
      return server;
    },
  });
  edge.addHook('preClose', async () => {
    closing = true;
  });
  await edge.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  // The build's own .br and .gz beside each file (shared/build/precompress.ts: Brotli 11, gzip 9), when
  // the browser takes them; compress above only compresses what has none (Brotli 4, gzip 6 as it answers).
  await edge.register(fastifyStatic, { root: shellDir, serve: false, cacheControl: false, dotfiles: 'deny', index: false, preCompressed: true });

  edge.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
  });

  // The page, and the policy that allows its own inline script by hash: read from the build, again when it changes.
  let page: { mtimeMs: number; html: string; policy: string } | null = null;
  const shellPage = () => {
    const file = path.join(shellDir, 'index.html');
    const { mtimeMs } = fs.statSync(file);
    if (page?.mtimeMs !== mtimeMs) {
      const html = fs.readFileSync(file, 'utf8');
      page = { mtimeMs, html, policy: contentSecurityPolicy(inlineScriptHashes(html)) };
    }
    return page;
  };

  // Public pages rendered on the server with the shell's server module (server-render.ts); never in development.
  const renderer: PageRenderer | null = development
    ? null
    : createPageRenderer({ shellDir, remotes, api: api ?? options.renderApi, timeLimitMs: options.renderTimeLimitMs });
  // The home page in each language rendered once before the edge answers anyone (a cold first render
  // is over the time limit); bounded, so an API still starting beside a page server delays nothing long.
  if (renderer) edge.addHook('onReady', () => Promise.race([renderer.warm(WARMED_PAGES), delay(WARM_UP_LIMIT_MS, undefined, { ref: false })]));

  const sendShellPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fs.existsSync(path.join(shellDir, 'index.html'))) {
      return reply.code(503).type('text/plain').send(`The shell is not built (${shellDir}/index.html): npm run build -w shell`);
    }
    const { html, policy } = shellPage();
    // Development builds evaluate code and reload over a socket: the policy is for production builds.
    if (!development) reply.header('content-security-policy', policy);
    // The first route's remote, from this request's manifest (first-route-hints.ts).
    const pathname = new URL(request.url, 'http://edge').pathname;
    const hints = development ? [] : firstRouteHints(remotes.manifest(), pathname, (name, version) => remotes.folder(name, version));
    const rendered = renderer ? await renderer.render(request.url) : null;
    const hinted = withPreloadHints(html, hints);
    const body = rendered ? withRenderedPage(hinted, rendered, pathname) : hinted;
    // A validator of the page as sent (the build and the hints), so revalidating it costs a 304.
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    reply.header('cache-control', REVALIDATE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(body);
  };

  edge.get(PLATFORM_MANIFEST_PATH, async (_request, reply) => {
    reply.header('cache-control', NEVER_STORE);
    const manifest = remotes.manifest();
    if (!manifest) return reply.code(404).send({ error: 'no platform manifest yet: npm run ops -- publish, then switch' });
    return reply.type('application/json').send(JSON.stringify(manifest));
  });

  edge.get('/remotes/:name/:version/*', async (request: FastifyRequest<{ Params: { name: string; version: string; '*': string } }>, reply) => {
    const { name, version, '*': rest } = request.params;
    reply.header('access-control-allow-origin', '*');
    const folder = remotes.folder(name, version);
    // A version's server build is the edge's own (server-render.ts): never sent to browsers.
    const isServerBuild = path.posix.normalize(`/${rest}`).startsWith('/server/');
    const file = folder && !isServerBuild ? fileIn(folder, rest) : null;
    if (!folder || !file) return reply.code(404).header('cache-control', 'no-store').send({ error: 'no such remote file' });
    reply.header('cache-control', remotes.immutable ? IMMUTABLE : REVALIDATE);
    return reply.sendFile(path.relative(folder, file), folder);
  });

  edge.get('/*', async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const relative = request.params['*'];
    const found = relative ? fileIn(shellDir, relative) : null;
    const file = found && !isShellServerBuild(shellDir, found) ? found : null;
    if (!file || path.relative(shellDir, file) === 'index.html') {
      if (isAssetPath(request.url)) return reply.code(404).header('cache-control', 'no-store').send({ error: 'no such file' });
      return sendShellPage(request, reply);
    }
    const hashed = !development && relative.startsWith('assets/');
    reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    return reply.sendFile(path.relative(shellDir, file), shellDir);
  });

  // Any other method on a non-API path: there is nothing to post to outside /api.
  edge.setNotFoundHandler((request, reply) =>
    request.method === 'GET' || request.method === 'HEAD' ? sendShellPage(request, reply) : reply.code(404).send({ error: 'not found' }),
  );

  edge.addHook('onClose', async () => {
    if (api) await api.close();
  });
  return edge;
}
