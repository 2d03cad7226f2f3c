/**
 * Issue 30 item 6, "a version is its source": the same source and lockfile build to the same bytes,
 * wherever the checkout lies.
 * WHAT IT BUILDS: the fixture remote in ./fixtures/reproducible-remote (two exposed modules sharing a
 * module and React) and the fixture host in ./fixtures/reproducible-host (its index.html names its
 * entry script), with the platform's one webpack + Module Federation factory in production mode,
 * once in each of two copies of this checkout at different paths and depths (hard links, so a copy
 * costs about a second): every file, source maps included, is compared byte for byte, and no file
 * may carry either checkout's absolute path (~50–80 s on this machine).
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { normalizeFederationManifest, portableEntrySource, portableLoaderSourceMap } from '../../../shared/build/reproducible-build';

const repoRoot = path.resolve(__dirname, '../../..');
const run = promisify(execFile);

/**
 * What a fixture build reads: the root's manifests and TypeScript settings, the platform libraries
 * and their build factory, the fixtures, and the installed packages (not the parts, whose `dist`
 * the production builds may be rewriting beside this test).
 */
const READ_BY_THE_BUILD = ['package.json', 'tsconfig.base.json', 'tsconfig.json', 'shared', 'ops/package.json', 'ops/tsconfig.json', 'ops/src/build/fixtures'];
/** Written by builds while this test copies: the federation runtime's generated entries, caches. */
const WRITTEN_BY_BUILDS = new Set(['.federation', '.cache']);

/** A copy of what the fixture build reads at `checkout`, its files hard-linked (GNU `cp -al`, about a second). */
function copyCheckout(checkout: string): void {
  fs.mkdirSync(path.join(checkout, 'node_modules'), { recursive: true });
  execFileSync('cp', ['-al', '--parents', ...READ_BY_THE_BUILD, checkout], { cwd: repoRoot });
  const packages = fs.readdirSync(path.join(repoRoot, 'node_modules')).filter((entry) => !WRITTEN_BY_BUILDS.has(entry));
  execFileSync('cp', ['-al', ...packages, path.join(checkout, 'node_modules')], { cwd: path.join(repoRoot, 'node_modules') });
}

async function buildIn(checkout: string, outputPath: string): Promise<void> {
  await run(path.join(checkout, 'node_modules/.bin/tsx'), [path.join(checkout, 'ops/src/build/fixtures/build-reproducible-parts.ts'), outputPath], {
    cwd: checkout,
    maxBuffer: 16 * 1024 * 1024,
  });
}

function filesOf(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((file) => fs.statSync(path.join(dir, file)).isFile()).sort();
}

describe('the same source builds to the same bytes (issue 30)', () => {
  it('sorts the lists Module Federation fills in build order, so mf-stats.json and mf-manifest.json do not depend on it', () => {
    const stats = (usedIn: string[], requires: string[]) => ({
      shared: [{ name: 'react', usedIn, assets: { js: { sync: ['b.js', 'a.js'] } } }],
      exposes: [{ path: './routes', requires }],
    });
    const first = normalizeFederationManifest(stats(['./routes', './basket-panel'], ['react', '@atlas/runtime']));
    const second = normalizeFederationManifest(stats(['./basket-panel', './routes'], ['@atlas/runtime', 'react']));
    expect(JSON.stringify(first)).toBe(JSON.stringify(second));
    // Ordered lists (assets load in this order) are left as they are.
    expect(first.shared[0]!.assets.js.sync).toEqual(['b.js', 'a.js']);
  });

  it("makes the federation runtime's generated entry import by relative paths, so its text does not name the checkout", () => {
    const dir = '/checkout/a/mf-x/node_modules/.federation';
    const source =
      "import federation from '/checkout/a/node_modules/@module-federation/webpack-bundler-runtime/dist/bundler.js';\nimport plugin_0 from '/checkout/a/shell/src/platform/p.ts';\nimport x from 'react';";
    expect(portableEntrySource(source, dir)).toBe(
      "import federation from '../../../node_modules/@module-federation/webpack-bundler-runtime/dist/bundler.js';\nimport plugin_0 from '../../../shell/src/platform/p.ts';\nimport x from 'react';",
    );
    const moved = source.replaceAll('/checkout/a/', '/elsewhere/b/c/');
    expect(portableEntrySource(moved, dir.replace('/checkout/a/', '/elsewhere/b/c/'))).toBe(portableEntrySource(source, dir));
  });

  it("makes a loader's source map name its sources relative to the build's context", () => {
    const map = { version: 3, sources: ['/checkout/a/mf-x/src/routes.tsx', '/checkout/a/shared/ui-kit/src/button.tsx', 'webpack://x/y.ts'], mappings: 'AAAA' };
    expect(portableLoaderSourceMap(map, '/checkout/a/mf-x').sources).toEqual(['./src/routes.tsx', '../shared/ui-kit/src/button.tsx', 'webpack://x/y.ts']);
    expect(JSON.parse(portableLoaderSourceMap(JSON.stringify(map), '/checkout/a/mf-x')).sources[0]).toBe('./src/routes.tsx');
    expect(portableLoaderSourceMap(undefined, '/checkout/a/mf-x')).toBeUndefined();
  });

  it('builds the fixture remote and host in two checkouts at different paths: every file, maps included, is byte-identical and none names its checkout', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reproducible-build-'));
    try {
      const checkouts = [path.join(root, 'a/checkout'), path.join(root, 'b/deeper/checkout')];
      const [first, second] = [path.join(root, 'first'), path.join(root, 'second')];
      checkouts.forEach(copyCheckout);
      await Promise.all([buildIn(checkouts[0]!, first), buildIn(checkouts[1]!, second)]);

      const files = filesOf(first);
      expect(files).toEqual(
        expect.arrayContaining([
          'remote/mf-manifest.json',
          'remote/mf-stats.json',
          'remote/platform-remote.json',
          'remote/remoteEntry.js',
          'remote/remoteEntry.js.map',
          'host/index.html',
          'host/assets/main.js',
        ]),
      );
      expect(filesOf(second)).toEqual(files);
      const differing = files.filter((file) => !fs.readFileSync(path.join(first, file)).equals(fs.readFileSync(path.join(second, file))));
      expect(differing).toEqual([]);
      const naming = files.filter((file) => [...checkouts, repoRoot].some((checkout) => fs.readFileSync(path.join(first, file), 'utf8').includes(checkout)));
      expect(naming).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 240_000);
});
