import fs from 'node:fs';
import path from 'node:path';
import type { PlatformManifest, RemoteRecord, RemoteVersion } from '@atlas/contracts/platform-manifest';

/**
 * Preload hints for the first screen, put into the shell's page by the edge from the platform
 * manifest of this very request: the remote owning the page's route, its mf-manifest.json (the
 * federation runtime fetches it), its remoteEntry.js (with the integrity the manifest signs, as
 * the shell's runtime plugin loads it) and the chunks its routes module needs at once. Without
 * them the browser learns of each only after the previous one ran: the shell, then the platform
 * manifest, then the remote's manifest, then its entry, then its routes — five round trips deep.
 * A switch or rollback shows in the very next page, as the manifest is read on every request.
 */

const LOCALE_PREFIX = /^\/(ar|en|fr)(?=\/|$)/;

/** The page's path without its language prefix, as the shell's route table sees it. */
export function pathWithoutLocale(pathname: string): string {
  const rest = pathname.replace(LOCALE_PREFIX, '');
  return rest === '' ? '/' : rest;
}

const segments = (value: string) => value.split('/').filter(Boolean);

/** A react-router pattern of a remote's route (`/a/:id`, `/a/*`) matched against a path, as `matchPath` with `end`. */
export function routeMatches(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const given = segments(pathname);
  for (let index = 0; index < wanted.length; index += 1) {
    const segment = wanted[index]!;
    if (segment === '*') return true;
    const part = given[index];
    if (part === undefined) return false;
    if (!segment.startsWith(':') && segment.toLowerCase() !== decodeURIComponent(part).toLowerCase()) return false;
  }
  return given.length === wanted.length;
}

/** The shell's order: static segments outrank parameters, which outrank a splat; deeper outranks shallower. */
const specificity = (pattern: string) => segments(pattern).reduce((score, segment) => score + (segment === '*' ? 1 : segment.startsWith(':') ? 3 : 4), 0);

/**
 * The version every first-time visitor of a public route runs: the active one, when no canary can
 * hand some browsers another (then no hint: a wrong one would cost more than it saves).
 */
function firstScreenOwner(manifest: PlatformManifest, pathname: string): { record: RemoteRecord; version: RemoteVersion } | null {
  let best: { record: RemoteRecord; version: RemoteVersion; score: number } | null = null;
  for (const record of Object.values(manifest.remotes)) {
    const version = record.activeVersion ? record.versions[record.activeVersion] : undefined;
    if (!version) continue;
    for (const route of version.routes) {
      if ((route.area ?? 'public') !== 'public' || !routeMatches(route.path, pathname)) continue;
      const score = specificity(route.path);
      if (!best || score > best.score) best = { record, version, score };
    }
  }
  if (!best || best.record.canary) return null;
  return { record: best.record, version: best.version };
}

interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name: string; path?: string; assets?: { js?: { sync?: string[] } } }>;
}

const mfManifests = new Map<string, { mtimeMs: number; value: MfManifest | null }>();

function readMfManifest(file: string): MfManifest | null {
  try {
    const { mtimeMs } = fs.statSync(file);
    const kept = mfManifests.get(file);
    if (kept?.mtimeMs === mtimeMs) return kept.value;
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as MfManifest;
    mfManifests.set(file, { mtimeMs, value });
    return value;
  } catch {
    return null;
  }
}

export interface PreloadHint {
  href: string;
  as: 'script' | 'fetch';
  crossorigin?: 'anonymous';
  integrity?: string;
}

/**
 * The hints for one page. `folderOf` finds a published version's files (the edge's remote source);
 * nothing is hinted when the route is the shell's own, or the version's files cannot be read.
 */
export function firstRouteHints(
  manifest: PlatformManifest | null,
  pathname: string,
  folderOf: (name: string, version: string) => string | null,
): PreloadHint[] {
  if (!manifest) return [];
  const owner = firstScreenOwner(manifest, pathWithoutLocale(pathname));
  if (!owner) return [];
  const { record, version } = owner;
  const folder = folderOf(record.name, version.version);
  const mf = folder ? readMfManifest(path.join(folder, 'mf-manifest.json')) : null;
  if (!mf) return [];
  const base = version.entry.replace(/[^/]*$/, '');
  const exposed = version.routesModule.replace(/^\.\//, '');
  const routes = mf.exposes?.find((expose) => expose.name === exposed || expose.path === version.routesModule);
  const entryFile = mf.metaData?.remoteEntry?.name || 'remoteEntry.js';
  return [
    // The federation runtime reads the manifest with fetch (CORS mode, same-origin credentials).
    { href: version.entry, as: 'fetch', crossorigin: 'anonymous' },
    // The shell's runtime plugin adds integrity and crossorigin to the entry's script when signed.
    version.integrity
      ? { href: `${base}${entryFile}`, as: 'script', crossorigin: 'anonymous', integrity: version.integrity }
      : { href: `${base}${entryFile}`, as: 'script' },
    ...(routes?.assets?.js?.sync ?? []).map((file): PreloadHint => ({ href: `${base}${file}`, as: 'script' })),
  ];
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function preloadLinks(hints: PreloadHint[]): string {
  return hints
    .map(
      (hint) =>
        `<link rel="preload" href="${attribute(hint.href)}" as="${hint.as}"${hint.crossorigin ? ` crossorigin="${hint.crossorigin}"` : ''}${hint.integrity ? ` integrity="${attribute(hint.integrity)}"` : ''} />`,
    )
    .join('');
}

/** The shell's page with the hints at the end of its <head> (before its scripts, which come in <body>). */
export function withPreloadHints(html: string, hints: PreloadHint[]): string {
  if (hints.length === 0) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${preloadLinks(hints)}${html.slice(at)}`;
}
