/**
 * What each script of a first visit holds (issue 34): the bundle analyser of the bench. Every
 * script a measured page fetched is found in the builds (the shell's `dist/assets`, a remote's
 * `dist/<version>`), read with its source map by source-map-explorer, and its modules are grouped
 * by library (a package of node_modules, a platform library's folder, a part's feature folder).
 * Each group's share of the script's compressed bytes is its share of the raw bytes: an estimate
 * (text compresses unevenly), but additive, so the groups of a page add up to its script column.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface FetchedScript {
  url: string;
  /** Compressed bytes as fetched (Lighthouse's transferSize). */
  transferBytes: number;
}

export interface ScriptGroup {
  name: string;
  /** Estimated compressed bytes of the group in the script. */
  bytes: number;
}

export interface ScriptContents extends FetchedScript {
  /** The build file the script was read from, or null when none matched (then `groups` is empty). */
  file: string | null;
  groups: ScriptGroup[];
}

export interface BuiltPart {
  /** `shell`, or a remote's name (`mf-catalogue`). */
  name: string;
  /** The folder whose files the edge serves: `shell/dist` (under `/`), `<remote>/dist/<version>` (under `/remotes/<name>/<version>/`). */
  dir: string;
  version?: string;
}

/** The build file a fetched script's URL names, or null (another version, another site). */
export function buildFileOf(url: string, parts: BuiltPart[]): string | null {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/([^/]+)\/(.+)$/.exec(pathname);
  const candidate = remote
    ? parts.filter((part) => part.name === remote[1] && part.version === remote[2]).map((part) => path.join(part.dir, remote[3]!))[0]
    : parts.filter((part) => part.name === 'shell').map((part) => path.join(part.dir, pathname.slice(1)))[0];
  return candidate && fs.existsSync(candidate) ? candidate : null;
}

/**
 * The group a source of a source map belongs to: `react-dom`, `@reduxjs/toolkit`,
 * `@atlas/runtime (i18n)`, `mf-catalogue (features/content)`, `webpack runtime`.
 */
export function libraryOf(source: string): string {
  const namespace = /^webpack:\/\/([^/]*)\//.exec(source)?.[1] ?? '';
  // A remote's namespace is its container and version (mf_catalogue_1_4_0): its name is the part's.
  const partName = namespace.replace(/(_\d+)+(_[A-Za-z0-9]+)*$/, '').replace(/_/g, '-') || 'part';
  const normalised = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\\/g, '/');
  const nodeModules = normalised.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const [scope, name] = normalised.slice(nodeModules + 'node_modules/'.length).split('/');
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  const platform = /(?:^|\/)shared\/([a-z-]+)\/(?:src\/)?([A-Za-z-]+)/.exec(normalised);
  if (platform) return platform[1] === 'build' ? `platform build (${platform[2]})` : `@atlas/${platform[1]} (${platform[2]})`;
  if (normalised.startsWith('webpack/')) return 'webpack runtime';
  const own = /^(?:\.\/)?src\/([a-z-]+(?:\/[a-z-]+)?)/.exec(normalised);
  if (own) return `${partName} (${own[1]})`;
  return normalised;
}

interface ExploredBundle {
  totalBytes: number;
  files: Record<string, { size: number }>;
}

/** Reads each fetched script with source-map-explorer and groups its modules by library. */
export async function scriptContents(scripts: FetchedScript[], parts: BuiltPart[]): Promise<ScriptContents[]> {
  const { explore } = (await import('source-map-explorer')) as unknown as {
    explore: (bundle: { code: string; map: string }, options: object) => Promise<{ bundles: ExploredBundle[] }>;
  };
  const contents: ScriptContents[] = [];
  for (const script of scripts) {
    const file = buildFileOf(script.url, parts);
    if (!file || !fs.existsSync(`${file}.map`)) {
      contents.push({ ...script, file, groups: [] });
      continue;
    }
    const explored = await explore({ code: file, map: `${file}.map` }, { output: { format: 'json' }, noBorderChecks: true }).catch(() => null);
    const bundle = explored?.bundles[0];
    if (!bundle || bundle.totalBytes === 0) {
      contents.push({ ...script, file, groups: [] });
      continue;
    }
    const raw = new Map<string, number>();
    for (const [source, { size }] of Object.entries(bundle.files)) {
      const name = libraryOf(source);
      raw.set(name, (raw.get(name) ?? 0) + size);
    }
    const ratio = script.transferBytes / bundle.totalBytes;
    const groups = [...raw].map(([name, bytes]) => ({ name, bytes: bytes * ratio })).sort((a, b) => b.bytes - a.bytes);
    contents.push({ ...script, file, groups });
  }
  return contents;
}

/** A page's groups summed over its scripts, largest first. */
export function byLibrary(contents: ScriptContents[]): ScriptGroup[] {
  const sums = new Map<string, number>();
  for (const script of contents) {
    if (script.groups.length === 0) sums.set('(not in the builds)', (sums.get('(not in the builds)') ?? 0) + script.transferBytes);
    for (const group of script.groups) sums.set(group.name, (sums.get(group.name) ?? 0) + group.bytes);
  }
  return [...sums].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The analyser's lines for one page: its scripts with their three largest groups (a script listed
 * for an earlier page, in `listed`, is only counted), then the page's libraries.
 */
export function contentsLines(page: string, contents: ScriptContents[], listed = new Set<string>(), minimumBytes = 1024): string[] {
  const total = contents.reduce((sum, script) => sum + script.transferBytes, 0);
  const lines = [`${page}: ${kb(total)} in ${contents.length} scripts`];
  const already = contents.filter((script) => listed.has(script.url));
  for (const script of [...contents].sort((a, b) => b.transferBytes - a.transferBytes)) {
    if (listed.has(script.url)) continue;
    listed.add(script.url);
    const top = script.groups
      .slice(0, 3)
      .map((group) => `${group.name} ${kb(group.bytes)}`)
      .join(', ');
    lines.push(`  ${kb(script.transferBytes).padStart(9)}  ${new URL(script.url).pathname}${top ? `: ${top}` : ''}`);
  }
  if (already.length > 0) {
    lines.push(`  ${kb(already.reduce((sum, script) => sum + script.transferBytes, 0)).padStart(9)}  and ${already.length} scripts listed above`);
  }
  const libraries = byLibrary(contents);
  const shown = libraries.filter((group) => group.bytes >= minimumBytes);
  const rest = libraries.filter((group) => group.bytes < minimumBytes).reduce((sum, group) => sum + group.bytes, 0);
  lines.push(`  by library: ${shown.map((group) => `${group.name} ${kb(group.bytes)}`).join(', ')}${rest ? `, the rest ${kb(rest)}` : ''}`);
  return lines;
}
