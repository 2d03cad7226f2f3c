/**
 * Issue 30 item 6, "a version is its source": the same source and lockfile build to the same bytes.
 * WHAT IT BUILDS: the small fixture remote in ./fixtures/reproducible-remote (two exposed modules
 * sharing a module and React) with the platform's one webpack + Module Federation factory, in
 * production mode, twice, into two fresh folders (~30 s on this machine). Every file is compared
 * byte for byte, and no file may carry the checkout's absolute path.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { createWebpackConfig } from '../../../shared/build/create-webpack-config';
import { normalizeFederationManifest, portableEntrySource } from '../../../shared/build/reproducible-build';

const fixtureDir = path.join(__dirname, 'fixtures/reproducible-remote');
const repoRoot = path.resolve(__dirname, '../../..');

function build(outputPath: string): Promise<void> {
  const config = createWebpackConfig({
    kind: 'remote',
    packageDir: fixtureDir,
    mode: 'production',
    declaration: { name: 'reproducible-remote', container: 'reproducible_remote', routesModule: './routes', routes: [{ path: '/fixture' }], widgets: [] },
    exposes: { './widget': './src/widget' },
    devPort: 0,
  });
  return new Promise((resolve, reject) => {
    webpack({ ...config, output: { ...config.output, path: outputPath }, infrastructureLogging: { level: 'error' } }, (error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
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

  it('builds the fixture remote twice into two folders: every file is byte-identical and none names the checkout', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reproducible-build-'));
    try {
      const [first, second] = [path.join(root, 'first'), path.join(root, 'second')];
      await build(first);
      await build(second);

      const files = filesOf(first);
      expect(files).toEqual(expect.arrayContaining(['mf-manifest.json', 'mf-stats.json', 'platform-remote.json', 'remoteEntry.js']));
      expect(filesOf(second)).toEqual(files);
      const differing = files.filter((file) => !fs.readFileSync(path.join(first, file)).equals(fs.readFileSync(path.join(second, file))));
      expect(differing).toEqual([]);
      const naming = files.filter((file) => fs.readFileSync(path.join(first, file), 'utf8').includes(repoRoot));
      expect(naming).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 240_000);
});
