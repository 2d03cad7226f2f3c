import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  AFTER_PAINT_ID,
  MAIN_CONTENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_STATE_ID,
  type RenderPageInput,
  type RenderedPage,
  type ServerApiResponse,
} from '@atlas/contracts/server-render';
import type { RemoteSource } from './remote-folders';

/**
 * Server rendering of the public pages at the edge (issue 18), with the shell's server module
 * (`shell/dist/server/render-page.js`, read again when the build changes) and each remote's
 * `server/routes.js` from the folder of the version the platform manifest names (kept per
 * name@version: published versions never change), so a switch shows in the very next page.
 * The render is an optimisation: one at a time (i18n, the API client and the style sheet are
 * process-wide in the shell's module), within a time limit, and anything unusual serves the
 * plain client page.
 */

export type { RenderPageInput, RenderedPage } from '@atlas/contracts/server-render';

interface ShellServerModule {
  renderPage(input: RenderPageInput): Promise<RenderedPage | null>;
}

/** The shell's server module path inside its build. */
const SHELL_SERVER_MODULE = path.join('server', 'render-page.js');
/** A remote version's server build, inside its published folder; never served to browsers. */
const REMOTE_SERVER_MODULE = path.join('server', 'routes.js');

/** Evaluates a commonjs2 bundle outside Node's module cache; its externals resolve from `resolveFrom`'s node_modules (one copy of every singleton). */
function loadCommonJs(file: string, resolveFrom: string): unknown {
  const loaded = new Module(file) as Module & { _compile(code: string, filename: string): void; paths: string[] };
  loaded.filename = file;
  loaded.paths = (Module as unknown as { _nodeModulePaths(from: string): string[] })._nodeModulePaths(resolveFrom);
  loaded._compile(fs.readFileSync(file, 'utf8'), file);
  return loaded.exports;
}

/**
 * The server builds require React, react-dom/server, Redux Toolkit and styled-components from
 * node_modules, and those pick their development or production code from NODE_ENV. The production
 * page server runs with NODE_ENV=production (ops/docker/Dockerfile); `npm start`, the bench and the
 * journeys run the edge beside the API in one process, where NODE_ENV was unset: every page was
 * rendered with React's development server renderer and Redux's invariant checks (median 236 ms a
 * page against 128 ms, measured at load ≈ 11), and over the 250 ms limit a visitor got the plain
 * page. Unset, it becomes production here, before the first server build loads. The API beside it
 * read its configuration when it was built (its NODE_ENV=production checks are for deployments
 * that set it); a test runner's `test` is left as it is.
 */
function rendersWithProductionLibraries(): void {
  process.env.NODE_ENV ??= 'production';
}

const defaultExport = (exports: unknown): unknown =>
  exports && typeof exports === 'object' && 'default' in exports ? (exports as { default: unknown }).default : exports;

/** An API call of the server render: the API's own router through Fastify's inject, no network. */
function injectedApi(api: FastifyInstance): RenderPageInput['api'] {
  return async ({ method, url, headers, body }) => {
    const response = await api.inject({
      method: method.toUpperCase() as 'GET',
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as string | object }),
    });
    let parsed: unknown = response.body;
    if (String(response.headers['content-type'] ?? '').includes('json') && response.body) {
      try {
        parsed = JSON.parse(response.body);
      } catch {
        parsed = response.body;
      }
    }
    const answerHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) answerHeaders[name] = String(value);
    return { status: response.statusCode, headers: answerHeaders, body: parsed };
  };
}

/**
 * An API call of the server render over HTTP, for a render process beside the API (the production
 * topology's page server): the API's base URL, e.g. `http://127.0.0.1:3000`.
 */
export function httpApi(baseUrl: string): RenderPageInput['api'] {
  return async ({ method, url, headers, body }) => {
    const response = await fetch(new URL(url, baseUrl), {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(2_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: response.status, headers: Object.fromEntries(response.headers), body: parsed };
  };
}

export interface PageRendererOptions {
  shellDir: string;
  remotes: RemoteSource;
  /** The API in this process (called through inject), or a function that calls it (httpApi). */
  api: FastifyInstance | RenderPageInput['api'] | null | undefined;
  /** Beyond it (waiting in the queue included), the plain page: default 250 ms. */
  timeLimitMs?: number;
  /** Where a failure is told, once per distinct message. */
  log?: (line: string) => void;
}

export interface PageRenderer {
  /** The rendered page for a request URL (path and search), or null for the plain client page. */
  render(url: string): Promise<RenderedPage | null>;
  /**
   * Renders these pages once, with no time limit and nothing told: the server builds are loaded
   * and compiled before the first visitor asks, who would otherwise get the plain page (a cold
   * first render took over the 250 ms).
   */
  warm(urls: readonly string[]): Promise<void>;
}

/** Requests waiting beyond this many renders get the plain page at once (a stuck render must not pile them up). */
const MAX_WAITING = 8;

/** The shell's own query parameters that change which versions a browser runs: never server rendered. */
const hasOverrides = (url: string) => new URL(url, 'http://edge').searchParams.has('mf-override');

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const { remotes, timeLimitMs = 250 } = options;
  rendersWithProductionLibraries();
  const shellDir = path.resolve(options.shellDir);
  const serverDir = path.join(shellDir, 'server');
  // Each kind of failure is told once (the first page it happened on named), not on every page.
  const told = new Set<string>();
  const log = (kind: string, line: string) => {
    if (told.has(kind)) return;
    told.add(kind);
    (options.log ?? ((message: string) => console.warn(message)))(line);
  };

  let shell: { mtimeMs: number; module: ShellServerModule } | null = null;
  const shellModule = (): ShellServerModule | null => {
    const file = path.join(shellDir, SHELL_SERVER_MODULE);
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (shell?.mtimeMs !== mtimeMs) {
      const module = loadCommonJs(file, serverDir) as ShellServerModule;
      if (typeof module?.renderPage !== 'function') throw new Error(`${file} exports no renderPage`);
      shell = { mtimeMs, module };
    }
    return shell.module;
  };

  const routesByVersion = new Map<string, unknown>();
  const loadServerRoutes = async (name: string, version: string): Promise<unknown> => {
    const key = `${name}@${version}`;
    if (routesByVersion.has(key)) return routesByVersion.get(key) ?? null;
    const folder = remotes.folder(name, version);
    const file = folder ? path.join(folder, REMOTE_SERVER_MODULE) : null;
    const routes = file && fs.existsSync(file) ? defaultExport(loadCommonJs(file, serverDir)) : null;
    routesByVersion.set(key, routes);
    return routes;
  };

  const api =
    typeof options.api === 'function'
      ? options.api
      : options.api
        ? injectedApi(options.api)
        : async (): Promise<ServerApiResponse> => ({ status: 503, headers: {}, body: null });

  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  /** The page's render, queued behind the others (one at a time), or null when there is nothing to render with. */
  const queueRender = (url: string, tell: typeof log): Promise<RenderedPage | null> | null => {
    const manifest = remotes.manifest();
    if (!manifest) return null;
    let module: ShellServerModule | null;
    try {
      module = shellModule();
    } catch (error) {
      tell(
        `load: ${(error as Error).message}`,
        `server render: the shell's server module does not load (${(error as Error).message}); pages are rendered in the browser`,
      );
      return null;
    }
    if (!module) return null;
    waiting += 1;
    const turn = queue.then(() => module.renderPage({ url, manifest, loadServerRoutes, api }));
    queue = turn.catch(() => undefined).finally(() => (waiting -= 1));
    return turn;
  };

  return {
    async warm(urls) {
      for (const url of urls) await queueRender(url, () => undefined)?.catch(() => undefined);
    },
    async render(url) {
      if (hasOverrides(url) || waiting >= MAX_WAITING) return null;
      const turn = queueRender(url, log);
      if (!turn) return null;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeLimitMs)));
      try {
        const result = await Promise.race([turn, late]);
        if (result === 'late') {
          log('late', `server render: ${url} took over ${timeLimitMs} ms; the plain page was sent (told once)`);
          return null;
        }
        return result && typeof result.html === 'string' ? result : null;
      } catch (error) {
        log(`failed: ${(error as Error).message}`, `server render: ${url} failed (${(error as Error).message}); the plain page was sent (told once)`);
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a <script type="application/json">: nothing in it can close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** `#root` and what it holds (the first paint), in the source page or the minified build. */
const ROOT = /<div id="?root"?>[\s\S]*?<\/div>(?=\s*(?:<noscript>|<script|<\/body>))/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

/** A script's preload or the federation's fetches (`as` script or fetch), in the source page's or the build's spelling. */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="?preload"?[\s>/])(?=[^>]*\bas="?(?:script|fetch)"?[\s>/])[^>]*>/g;
const EXTERNAL_SCRIPT = /<script\b[^>]*\bsrc=[^>]*><\/script>/g;

/**
 * The page's scripts and their preloads, held in `<template id="atlas-after-paint">` at the end of
 * <body>: nothing of them is fetched before the server's markup is painted (its largest paint
 * waits for no script, and no script competes with its images for the network); the shell's
 * inline script starts them once the page is painted (shell/src/index.html).
 */
function withScriptsAfterPaint(html: string): string {
  const held: string[] = [];
  const hold = (tag: string) => {
    held.push(tag);
    return '';
  };
  const rest = html.replace(SCRIPT_PRELOAD, hold).replace(EXTERNAL_SCRIPT, hold);
  const at = rest.lastIndexOf('</body>');
  if (held.length === 0 || at < 0) return html;
  return `${rest.slice(0, at)}<template id="${AFTER_PAINT_ID}">${held.join('')}</template>${rest.slice(at)}`;
}

/**
 * No paint of a header half parsed: a slow phone's parser yields mid-page, and the header's menu,
 * drawn before its buttons were parsed, narrowed when they came (a layout shift at six times slower
 * CPU). The whole page first would cost 250 ms of first paint at four times slower CPU; the header
 * whole costs nothing measurable. (The blocks below are laid out for their whole content at once.)
 */
const HEADER_WHOLE_FIRST = `<link rel="expect" href="#${MAIN_CONTENT_ID}" blocking="render">`;

/**
 * The shell's page with a rendered page in it (`pathname` names its language): the markup inside `#root` (inert and marked until the
 * browser takes over), the style tags in <head>, the state for the browser's store in a JSON script
 * (no inline script: the CSP needs no new hash), the scripts held until the page is painted
 * (withScriptsAfterPaint). The "needs JavaScript" notice goes: the page reads without it. The page is returned unchanged when its root cannot be found.
 */
export function withRenderedPage(html: string, rendered: RenderedPage, pathname = '/'): string {
  if (!ROOT.test(html) || !html.includes('</head>')) return html;
  // The page's language and direction as its inline script sets them, there before any script runs.
  const segment = pathname.split('/')[1];
  const language = segment === 'ar' || segment === 'en' ? segment : 'fr';
  const marker = attribute(`${rendered.remote.name}@${rendered.remote.version}`);
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(rendered.state)}</script>`;
  return withScriptsAfterPaint(html)
    .replace(/<html[^>]*>/, `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`)
    .replace('</head>', () => `${HEADER_WHOLE_FIRST}${rendered.styleTags}</head>`)
    .replace(ROOT, () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="${marker}" inert>${rendered.html}</div>${state}`)
    .replace(NOSCRIPT, '');
}
