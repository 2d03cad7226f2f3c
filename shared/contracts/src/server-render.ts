import type { Language } from './languages';
import type { PlatformManifest } from './platform/manifest';

/**
 * The server render of the public pages (issue 18): what the edge (ops/src/edge/server-render.ts)
 * and the shell's server module (shell/src/server/render-page.tsx, built into
 * `dist/server/render-page.js`) agree on, and the marks the edge's HTML and the browser's
 * takeover (shell/src/platform/server-rendered-page.ts) share.
 */

/** A request of the render's api client, answered by the edge in-process or over HTTP. */
export interface ServerApiRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface ServerApiResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export type ServerApi = (request: ServerApiRequest) => Promise<ServerApiResponse>;

/** What the edge hands `renderPage`. `Routes` is a remote routes module's default export (a React component). */
export interface RenderPageInput<Routes = unknown> {
  /** The page's path and query, as the browser asked for it ('/ar/catalogue-smartphones?x=1'). */
  url: string;
  /** The platform manifest of this very request: a switch shows in the next page. */
  manifest: PlatformManifest;
  /** The remote version's server build (`server/routes.js`), or null when it has none. */
  loadServerRoutes(name: string, version: string): Promise<Routes | null>;
  api: ServerApi;
}

export interface RenderedPage {
  /** The inner markup of #root. */
  html: string;
  /** styled-components' <style> tags, for <head>. */
  styleTags: string;
  /** What the browser's store takes before its first render (`hydrateServerState`). */
  state: unknown;
  /** The remote (and version) whose page this is: the browser takes over with the same module. */
  remote: { name: string; version: string };
  language?: Language;
  direction?: 'ltr' | 'rtl';
}

/** The id of the `<script type="application/json">` that holds the state. */
export const SERVER_STATE_ID = 'atlas-server-state';
/** The attribute of `#root` naming `<remote>@<version>` until the browser takes the page over. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
/** The id of the page's `<main>`: the edge's rendered page is not painted before it is parsed (the header whole). */
export const MAIN_CONTENT_ID = 'main-content';
/** The `<template>` holding the page's scripts until it is painted (started by the shell's inline script, which spells it too). */
export const AFTER_PAINT_ID = 'atlas-after-paint';
