import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { publish } from '../platform/publish';
import { switchVersion } from '../platform/switch';
import { fixtureBuild, tempDir } from '../platform/test-fixtures';
import { createEdge } from './server';
import { publishedRemotes } from './remote-folders';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers';
import { scriptJson, withRenderedPage } from './server-render';

/**
 * A stand-in for the shell's server module (shell/dist/server/render-page.js), as the SSR
 * interface defines it: it renders with the remote's server routes and the API.
 */
const RENDER_PAGE = `
exports.renderPage = async function renderPage(input) {
  const { pathname } = new URL(input.url, 'http://edge');
  if (pathname === '/boom') throw new Error('the render broke');
  if (pathname === '/slow') await new Promise((resolve) => setTimeout(resolve, 1000));
  if (pathname === '/signed-in') return null;
  const version = input.manifest.remotes['mf-demo'].activeVersion;
  const routes = await input.loadServerRoutes('mf-demo', version);
  const health = await input.api({ method: 'GET', url: '/api/health', headers: {} });
  return {
    html: '<main><h1>' + routes() + '</h1><p>' + health.body.status + '</p></main>',
    styleTags: '<style data-styled="true">.a{color:red}</style>',
    state: { api: { note: '</script><script>alert(1)</script>' } },
    remote: { name: 'mf-demo', version },
  };
};
`;

const SHELL_PAGE =
  '<!doctype html><html><head><title>Atlas</title><script>document.documentElement.dir="ltr"</script></head>' +
  '<body><div id=root><div class=first-paint aria-hidden=true><div><svg></svg></div></div></div>' +
  '<noscript>Atlas Telecom needs JavaScript.</noscript><script defer src="/assets/main.js"></script></body></html>';

function remoteBuild(work: string, code: string): string {
  const dir = fixtureBuild(work, { code });
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'server/routes.js'), `exports.default = function routes() { return 'catalogue ${code}'; };`);
  return dir;
}

describe('the edge renders the public pages on the server', () => {
  let work: string;
  let edge: FastifyInstance;
  let base: string;
  let platformDir: string;
  let shellDir: string;
  let warn: jest.SpyInstance;

  beforeAll(async () => {
    work = tempDir();
    platformDir = path.join(work, 'platform');
    shellDir = path.join(work, 'shell');
    fs.mkdirSync(path.join(shellDir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), SHELL_PAGE);
    fs.writeFileSync(path.join(shellDir, 'server/render-page.js'), RENDER_PAGE);
    await publish({ platformDir, remote: 'mf-demo', version: '1.0.0', from: remoteBuild(work, 'v1'), by: 't' });
    await publish({ platformDir, remote: 'mf-demo', version: '1.1.0', from: remoteBuild(work, 'v2'), by: 't' });
    await switchVersion({ platformDir, remote: 'mf-demo', version: '1.0.0', by: 't', edgeUrl: null });

    const api = Fastify();
    api.get('/api/health', async () => ({ status: 'UP' }));
    edge = await createEdge({ shellDir, remotes: publishedRemotes(platformDir), api, renderTimeLimitMs: 250 });
    base = await edge.listen({ port: 0, host: '127.0.0.1' });
    // The first render loads the modules (and, under jest, transforms inject's dependencies): it may miss the time limit.
    await fetch(`${base}/`);
  });
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());
  afterAll(async () => {
    await edge.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  const page = async (url: string) => (await fetch(`${base}${url}`)).text();

  it("puts the rendered markup inside #root, inert and marked with the remote's version, its styles in <head> and its state as JSON", async () => {
    const html = await page('/');
    expect(html).toContain('<div id="root" data-server-rendered="mf-demo@1.0.0" inert><main><h1>catalogue v1</h1><p>UP</p></main></div>');
    expect(html).not.toContain('first-paint');
    expect(html).not.toContain('<noscript>');
    expect(html).toMatch(/<style data-styled="true">\.a\{color:red\}<\/style><\/head>/);
    // Not painted before its header is parsed whole (the main element's start tag).
    expect(html).toContain('<link rel="expect" href="#main-content" blocking="render"><style data-styled="true">');
    const state = /<script type="application\/json" id="atlas-server-state">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(state![1]!)).toEqual({ api: { note: '</script><script>alert(1)</script>' } });
    // The page's scripts are held until the page is painted: none is fetched before.
    expect(html).toMatch(
      /<\/script><template id="atlas-after-paint"><link rel="preload" href="\/remotes\/mf-demo\/1\.0\.0\/mf-manifest.json"[^]*<script defer src="\/assets\/main.js"><\/script><\/template><\/body>/,
    );
    expect(html.replace(/<template[\s\S]*<\/template>/, '')).not.toMatch(/<script[^>]*\bsrc=/);
  });

  it('keeps the policy of the page: no new script to allow (the state is data), styles inline are allowed', async () => {
    const response = await fetch(`${base}/`);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toBe(contentSecurityPolicy(inlineScriptHashes(SHELL_PAGE)));
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    const executable = [...(await response.text()).matchAll(/<script(?![^>]*\b(?:src|type="application\/json")=?)[^>]*>/g)];
    expect(executable).toHaveLength(1);
  });

  it('sends a validator of the rendered page: revalidating costs a 304', async () => {
    const etag = (await fetch(`${base}/`)).headers.get('etag')!;
    expect((await fetch(`${base}/`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await fetch(`${base}/`)).headers.get('etag')).toBe(etag);
    // Another render, another validator.
    await switchVersion({ platformDir, remote: 'mf-demo', version: '1.1.0', by: 't', edgeUrl: null });
    try {
      expect((await fetch(`${base}/`, { headers: { 'if-none-match': etag } })).status).toBe(200);
    } finally {
      await switchVersion({ platformDir, remote: 'mf-demo', version: '1.0.0', by: 't', edgeUrl: null });
    }
  });

  it('sends the plain page when the render fails, takes too long, declines, or the visitor overrides a version; a failure is told once', async () => {
    for (const url of ['/boom', '/boom?again', '/slow', '/signed-in', '/?mf-override=mf-demo@1.1.0']) {
      const html = await page(url);
      expect(html).toContain('<div id=root><div class=first-paint');
      expect(html).not.toContain('atlas-server-state');
    }
    const told = warn.mock.calls.map(([line]) => String(line));
    expect(told.filter((line) => line.includes('failed (the render broke)'))).toHaveLength(1);
    expect(told.some((line) => line.includes('/slow took over 250 ms'))).toBe(true);
    // The late render finished in the background; the next page renders again.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(await page('/')).toContain('data-server-rendered="mf-demo@1.0.0"');
  });

  it('shows a switch in the very next page, without any rebuild or restart', async () => {
    await switchVersion({ platformDir, remote: 'mf-demo', version: '1.1.0', by: 't', edgeUrl: null });
    try {
      const html = await page('/');
      expect(html).toContain('data-server-rendered="mf-demo@1.1.0"');
      expect(html).toContain('<h1>catalogue v2</h1>');
    } finally {
      await switchVersion({ platformDir, remote: 'mf-demo', version: '1.0.0', by: 't', edgeUrl: null });
    }
    expect(await page('/')).toContain('<h1>catalogue v1</h1>');
  });

  it("reads the shell's server module again when the build changes", async () => {
    const file = path.join(shellDir, 'server/render-page.js');
    fs.writeFileSync(file, RENDER_PAGE.replace("'<main><h1>'", '\'<main class="rebuilt"><h1>\''));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    try {
      expect(await page('/')).toContain('<main class="rebuilt">');
    } finally {
      fs.writeFileSync(file, RENDER_PAGE);
      fs.utimesSync(file, new Date(), new Date(Date.now() + 10000));
    }
  });

  it("never serves a version's server build to browsers", async () => {
    expect((await fetch(`${base}/remotes/mf-demo/1.0.0/server/routes.js`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/mf-demo/1.0.0/./server/routes.js`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/mf-demo/1.0.0/assets/..%2Fserver%2Froutes.js`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/mf-demo/1.0.0/remoteEntry.js`)).status).toBe(200);
    // Nor the shell's server module.
    expect((await fetch(`${base}/server/render-page.js`)).status).toBe(404);
    expect((await fetch(`${base}/assets/../server/render-page.js`)).status).toBe(404);
  });

  it("sets NODE_ENV to production where it is unset (npm start, the bench, the journeys), so the server builds load their libraries' production code, as the production page server does", async () => {
    const runner = process.env.NODE_ENV;
    try {
      delete process.env.NODE_ENV;
      await (await createEdge({ shellDir, remotes: publishedRemotes(platformDir), api: Fastify() })).close();
      expect(process.env.NODE_ENV).toBe('production');
      // A setting of its own is left as it is.
      process.env.NODE_ENV = 'development';
      await (await createEdge({ shellDir, remotes: publishedRemotes(platformDir), api: Fastify() })).close();
      expect(process.env.NODE_ENV).toBe('development');
    } finally {
      process.env.NODE_ENV = runner;
    }
  });

  it('does not render in development', async () => {
    const dev = await createEdge({ shellDir, remotes: publishedRemotes(platformDir), development: true });
    try {
      expect((await dev.inject({ url: '/' })).body).not.toContain('data-server-rendered');
    } finally {
      await dev.close();
    }
  });
});

describe('the edge renders the home pages once before it answers anyone', () => {
  /** A server module whose first render is slow, as a cold one is (its code loaded and compiled), and quick after. */
  const COLD_FIRST = `
let renders = [];
exports.renders = renders;
exports.renderPage = async function renderPage(input) {
  renders.push(input.url);
  if (renders.length === 1) await new Promise((resolve) => setTimeout(resolve, 600));
  return { html: '<main><h1>warm</h1></main>', styleTags: '', state: {}, remote: { name: 'mf-demo', version: input.manifest.remotes['mf-demo'].activeVersion } };
};
`;

  it('so the first visitor after a start gets the rendered page, not the plain one a cold render over the time limit gave', async () => {
    const work = tempDir();
    const platformDir = path.join(work, 'platform');
    const shellDir = path.join(work, 'shell');
    fs.mkdirSync(path.join(shellDir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), SHELL_PAGE);
    fs.writeFileSync(path.join(shellDir, 'server/render-page.js'), COLD_FIRST);
    await publish({ platformDir, remote: 'mf-demo', version: '1.0.0', from: remoteBuild(work, 'v1'), by: 't' });
    await switchVersion({ platformDir, remote: 'mf-demo', version: '1.0.0', by: 't', edgeUrl: null });
    const edge = await createEdge({ shellDir, remotes: publishedRemotes(platformDir), api: Fastify(), renderTimeLimitMs: 250 });
    try {
      const base = await edge.listen({ port: 0, host: '127.0.0.1' });
      expect(await (await fetch(`${base}/`)).text()).toContain('<div id="root" data-server-rendered="mf-demo@1.0.0" inert><main><h1>warm</h1>');
    } finally {
      await edge.close();
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});

describe('withRenderedPage', () => {
  const rendered = { html: '<p>hi</p>', styleTags: '', state: { a: 1 }, remote: { name: 'mf-x', version: '1.0.0' } };

  it('fills the root of the source page as well as of the minified build', () => {
    const source = '<html><head></head><body>\n<div id="root">\n<div class="first-paint"><div></div></div>\n</div>\n<noscript>x</noscript></body></html>';
    expect(withRenderedPage(source, rendered)).toContain('<div id="root" data-server-rendered="mf-x@1.0.0" inert><p>hi</p></div>');
  });

  it("sets the page's language and direction from its path, as its inline script would", () => {
    const build = '<!doctype html><html lang=fr dir=ltr><head></head><body><div id=root></div></body></html>';
    expect(withRenderedPage(build, rendered, '/ar/particuliers')).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><head>/);
    expect(withRenderedPage(build, rendered, '/en')).toMatch(/<html lang="en" dir="ltr">/);
    expect(withRenderedPage(build, rendered, '/arabic')).toMatch(/<html lang="fr" dir="ltr">/);
  });

  it('leaves a page without a root as it is', () => {
    expect(withRenderedPage('<html><head></head><body></body></html>', rendered)).toBe('<html><head></head><body></body></html>');
  });

  it('holds the scripts and their preloads (the build’s and the edge’s hints) until the page is painted; images and styles stay', () => {
    const build =
      '<html><head><link rel=preload href=/platform-manifest.json as=fetch crossorigin=anonymous><link rel=preload as=script href=/assets/main.js?1>' +
      '<link rel="preload" href="/remotes/mf-x/1.0.0/remoteEntry.js" as="script" crossorigin="anonymous" integrity="sha384-x" />' +
      '<link rel="preload" as="image" href="/hero.svg"><link rel=stylesheet href=/a.css><script>inline()</script></head>' +
      '<body><div id=root></div><noscript>x</noscript><script defer src=/assets/main.js?1></script></body></html>';
    const page = withRenderedPage(build, rendered);
    const [head, held] = [page.replace(/<template[\s\S]*<\/template>/, ''), /<template id="atlas-after-paint">([\s\S]*)<\/template><\/body>/.exec(page)?.[1]];
    expect(held).toBe(
      '<link rel=preload href=/platform-manifest.json as=fetch crossorigin=anonymous><link rel=preload as=script href=/assets/main.js?1>' +
        '<link rel="preload" href="/remotes/mf-x/1.0.0/remoteEntry.js" as="script" crossorigin="anonymous" integrity="sha384-x" />' +
        '<script defer src=/assets/main.js?1></script>',
    );
    expect(head).toContain('<link rel="preload" as="image" href="/hero.svg"><link rel=stylesheet href=/a.css><script>inline()</script>');
    expect(head).not.toMatch(/as="?(script|fetch)|src=/);
  });

  it('escapes what could close the state script', () => {
    expect(scriptJson({ text: '</script><!--' })).toBe('{"text":"\\u003c/script>\\u003c!--"}');
  });
});
