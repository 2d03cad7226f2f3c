import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Temporary platform folders and fake remote builds shaped like a real Module Federation build. */

export function tempDir(prefix = 'atlas-ops-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface FixtureBuildOptions {
  name?: string;
  container?: string;
  /** Changes the bytes of the chunks, as a code change would. */
  code?: string;
  routes?: string[];
  /** Singletons the build was made against, with the ranges its mf-manifest.json records. */
  shared?: Record<string, string>;
  /** What its platform-remote.json requires of the shell besides (the shell's federation runtime). */
  requires?: Record<string, string>;
}

/** A shell build folder holding only what ops reads of it: shared-scope.json. */
export function fixtureShell(parent: string, version: string, provides: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(parent, 'shell-'));
  fs.writeFileSync(path.join(dir, 'shared-scope.json'), JSON.stringify({ shell: version, provides }));
  return dir;
}

export function fixtureBuild(parent: string, options: FixtureBuildOptions = {}): string {
  const name = options.name ?? 'mf-demo';
  const container = options.container ?? name.replace(/-/g, '_');
  const code = options.code ?? 'v1';
  const dir = fs.mkdtempSync(path.join(parent, 'build-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${container}; /* ${code} */`);
  fs.writeFileSync(path.join(dir, 'assets/__federation_expose_routes.js'), `export default "${code} routes";`);
  fs.writeFileSync(path.join(dir, 'assets/react.js'), 'export const react = 1;');
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      id: container,
      name: container,
      metaData: { name: container, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
      shared: [
        { name: 'react', assets: { js: { sync: ['assets/react.js'], async: [] }, css: { sync: [], async: [] } } },
        ...Object.entries(options.shared ?? {}).map(([sharedName, requiredVersion]) => ({
          name: sharedName,
          singleton: true,
          requiredVersion,
          assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
        })),
      ],
      remotes: [],
      exposes: [
        {
          name: 'routes',
          path: './routes',
          assets: { js: { sync: ['assets/__federation_expose_routes.js'], async: [] }, css: { sync: [], async: [] } },
        },
      ],
    }),
  );
  fs.writeFileSync(
    path.join(dir, 'platform-remote.json'),
    JSON.stringify({
      name,
      container,
      routesModule: './routes',
      routes: (options.routes ?? ['/']).map((routePath) => ({ path: routePath })),
      widgets: [],
      ...(options.requires ? { requires: options.requires } : {}),
    }),
  );
  return dir;
}
