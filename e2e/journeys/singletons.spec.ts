import { expect, test } from '../support/test';
import type { PlatformManifest } from '@atlas/contracts/platform-manifest';
import { singletonPackages } from '@atlas/build/shared-dependencies';
import { waitForRemote } from '../support/pages';

interface MfManifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
  exposes: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
}

/** The singletons of the build configuration, package roots only (subpaths load with their package). */
const SINGLETONS = singletonPackages().filter((name) => name.split('/').length === (name.startsWith('@') ? 2 : 1));

test('shared libraries load once per page: no remote brings its own copy', async ({ page, request }) => {
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });

  // A self-care form page too: forms share react-final-form between the shared form fields and the remote.
  for (const path of ['/', '/entreprise', '/ar/pro', '/espace-client/login']) {
    await page.goto(path);
    await waitForRemote(page, path.includes('espace-client') ? 'mf-selfcare' : 'mf-catalogue');
  }

  // 1. None of the chunks a remote keeps as its own fallback copy of a shared library was fetched.
  const manifest = (await (await request.get('/platform-manifest.json')).json()) as PlatformManifest;
  for (const record of Object.values(manifest.remotes)) {
    const entry = record.versions[record.activeVersion!]!.entry;
    const mf = (await (await request.get(entry)).json()) as MfManifest;
    const base = new URL(entry, 'http://x/');
    const own = new Set(mf.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]));
    const fallbackCopies = mf.shared
      .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async])
      .filter((file) => !own.has(file))
      .map((file) => new URL(file, base).pathname);
    expect(fallbackCopies.length).toBeGreaterThan(0);
    expect(fallbackCopies.filter((file) => scripts.has(file))).toEqual([]);
  }

  // 2. The federation runtime holds one loaded copy per singleton, across the shell and remotes, and
  // it is the shell's: the share scope's entry is the shell's own (its loader is the one the shell
  // registered). The entry's `from` names whoever loaded it first, a remote too, so it is not read.
  const copies = await page.evaluate((names) => {
    type Share = { loaded?: boolean; lib?: unknown; get?: unknown };
    const federation = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Share>>>>;
          __INSTANCES__: Array<{ name: string; options: { shared: Record<string, Share[]> } }>;
        };
      }
    ).__FEDERATION__;
    const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell')!;
    const result: Record<string, string[]> = {};
    for (const name of names) {
      const loaded = new Set<string>();
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const [version, share] of Object.entries(scopes.default?.[name] ?? {})) {
          const shells = (shell.options.shared[name] ?? []).some((own) => own.get === share.get);
          if (share.loaded || share.lib) loaded.add(`${shells ? 'shell' : 'another part'}@${version}`);
        }
      }
      result[name] = [...loaded];
    }
    return result;
  }, SINGLETONS);
  for (const name of SINGLETONS) {
    expect({ name, copies: copies[name] }).toEqual({ name, copies: [expect.stringMatching(/^shell@/)] });
  }
});
