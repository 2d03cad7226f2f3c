import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { exposeSyncScripts, parseFederationManifest, remoteEntryPath } from '../platform/mf-manifest';
import type { RemoteWorkspace } from '../platform/workspaces';

export interface SizeFigure {
  part: string;
  /** What was measured: `initial JS`, `remoteEntry.js`, `first route chunk`. */
  measure: string;
  files: string[];
  bytes: number;
  /** gzip -9, as bundle budgets are usually stated. */
  gzipBytes: number;
}

function figure(part: string, measure: string, root: string, files: string[]): SizeFigure {
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = fs.readFileSync(path.join(root, file));
    bytes += content.length;
    gzipBytes += zlib.gzipSync(content, { level: 9 }).length;
  }
  return { part, measure, files, bytes, gzipBytes };
}

/** The scripts index.html loads before anything else: what every first visit pays for. */
export function shellInitialScripts(indexHtml: string): string[] {
  // html-webpack-plugin minifies production HTML: attribute values may be unquoted.
  const scripts = [...indexHtml.matchAll(/<script\b[^>]*?\bsrc=(?:"([^"]+)"|'([^']+)'|([^\s>]+))[^>]*>/g)].map(
    (match) => (match[1] ?? match[2] ?? match[3]) as string,
  );
  return scripts.filter((src) => !/^(https?:)?\/\//.test(src)).map((src) => src.replace(/^\//, '').split('?')[0] as string);
}

export function shellSizes(shellDir: string): SizeFigure[] {
  const index = path.join(shellDir, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`the shell is not built (${index}): npm run build -w shell`);
  return [figure('shell', 'initial JS', shellDir, shellInitialScripts(fs.readFileSync(index, 'utf8')))];
}

/** A remote's entry, and the synchronous chunks of its routes module (its first screen's code). */
export function remoteSizes(remote: RemoteWorkspace): SizeFigure[] {
  const manifestFile = path.join(remote.buildDir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${remote.name} is not built (${manifestFile}): npm run build -w ${remote.name}`);
  const manifest = parseFederationManifest(fs.readFileSync(manifestFile, 'utf8'));
  const declaration = JSON.parse(fs.readFileSync(path.join(remote.buildDir, 'platform-remote.json'), 'utf8')) as { routesModule?: string };
  const routesModule = declaration.routesModule ?? './routes';
  const routeChunks = exposeSyncScripts(manifest, routesModule) ?? [];
  return [
    figure(remote.name, 'remoteEntry.js', remote.buildDir, [remoteEntryPath(manifest)]),
    figure(remote.name, `first route chunk (${routesModule})`, remote.buildDir, routeChunks),
  ];
}
