import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { FEDERATION_RUNTIME, federationRuntimeVersion, platformLibraries, sharedDependencies, sharedScopeOf } from '@atlas/build/shared-dependencies';
import { setCanary } from './canary';
import { readManifest } from './manifest-store';
import { publish } from './publish';
import { satisfies } from 'semver';
import { unmetRequirements } from './shared-ranges';
import { switchVersion } from './switch';
import { fixtureBuild, fixtureShell, tempDir } from './test-fixtures';

describe('semver ranges', () => {
  it.each([
    ['1.2.3', '^1.2.0', true],
    ['1.9.0', '^1.2.0', true],
    ['2.0.0', '^1.2.0', false],
    ['1.1.9', '^1.2.0', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['3.0.0', '>=2.0.0 <4.0.0', true],
    ['4.0.0', '>=2.0.0 <4.0.0', false],
    ['2.5.0', '^1.0.0 || ^2.0.0', true],
    ['5.0.0', '*', true],
    // A pre-release comes before its release: it does not meet a range of releases.
    ['2.0.0-rc.1', '^2.0.0', false],
    ['1.5.0-beta.2', '^1.4.0', false],
    ['2.0.0-rc.2', '^2.0.0-rc.1', true],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('a remote built against newer shared libraries than the live shell provides', () => {
  let work: string;
  let platformDir: string;
  const remote = 'mf-demo';
  /** The live shell, version N: it provides @atlas/runtime 1.4.0. */
  let shellN: string;

  async function published(version: string, shared: Record<string, string>): Promise<void> {
    await publish({ platformDir, remote, version, from: fixtureBuild(work, { code: version, shared }), by: 'ci' });
  }

  beforeEach(() => {
    work = tempDir();
    platformDir = path.join(work, 'platform');
    shellN = fixtureShell(work, '1.0.0', { react: '19.3.1', '@atlas/contracts': '1.0.0', '@atlas/runtime': '1.4.0' });
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  it('switches to a version whose shared ranges the live shell satisfies, and says so', async () => {
    await published('1.0.0', { react: '^19.3.1', '@atlas/runtime': '^1.4.0' });
    const result = await switchVersion({ platformDir, remote, version: '1.0.0', by: 'ci', edgeUrl: null, shellDir: shellN });
    expect(result.outcome).toBe('switched');
    expect(result.notes).toContain('the live shell 1.0.0 satisfies its 2 shared ranges');
  });

  it('refuses to switch to or canary a version built against @atlas/runtime N+1, naming what is missing', async () => {
    await published('1.0.0', { '@atlas/runtime': '^1.4.0' });
    await switchVersion({ platformDir, remote, version: '1.0.0', by: 'ci', edgeUrl: null, shellDir: shellN });
    await published('1.1.0', { '@atlas/runtime': '^1.5.0', '@atlas/contracts': '^1.0.0' });

    const refusal =
      /mf-demo 1\.1\.0 needs shared libraries the live shell 1\.0\.0 does not provide: @atlas\/runtime \^1\.5\.0 \(the shell provides 1\.4\.0\)\. Deploy a shell built with them first/;
    await expect(switchVersion({ platformDir, remote, version: '1.1.0', by: 'ci', edgeUrl: null, shellDir: shellN })).rejects.toThrow(refusal);
    await expect(setCanary({ platformDir, remote, canary: { version: '1.1.0', percent: 10 }, by: 'ci', edgeUrl: null, shellDir: shellN })).rejects.toThrow(
      refusal,
    );
    expect(readManifest(platformDir).remotes[remote]).toMatchObject({ activeVersion: '1.0.0', canary: null });

    // Once the shell N+1 is live, the same version goes through.
    const shellN1 = fixtureShell(work, '1.1.0', { '@atlas/contracts': '1.0.0', '@atlas/runtime': '1.5.0' });
    await expect(switchVersion({ platformDir, remote, version: '1.1.0', by: 'ci', edgeUrl: null, shellDir: shellN1 })).resolves.toMatchObject({
      outcome: 'switched',
    });
  });

  it('refuses a shell that provides only a pre-release of the version a remote needs', async () => {
    await published('1.1.0', { '@atlas/runtime': '^1.5.0' });
    const shellRc = fixtureShell(work, '1.1.0-rc.1', { '@atlas/runtime': '1.5.0-rc.1' });
    const refusal = /@atlas\/runtime \^1\.5\.0 \(the shell provides 1\.5\.0-rc\.1\)/;
    await expect(switchVersion({ platformDir, remote, version: '1.1.0', by: 'ci', edgeUrl: null, shellDir: shellRc })).rejects.toThrow(refusal);
    await expect(setCanary({ platformDir, remote, canary: { version: '1.1.0', percent: 10 }, by: 'ci', edgeUrl: null, shellDir: shellRc })).rejects.toThrow(
      refusal,
    );
  });

  it('refuses a library the shell does not provide at all', async () => {
    await published('1.0.0', { '@atlas/forms': '^1.0.0' });
    await expect(switchVersion({ platformDir, remote, version: '1.0.0', by: 'ci', edgeUrl: null, shellDir: shellN })).rejects.toThrow(
      /@atlas\/forms \^1\.0\.0 \(the shell provides none\)/,
    );
  });

  it('reads the live shell from the edge before the build folder', async () => {
    await published('1.0.0', { '@atlas/runtime': '^1.5.0' });
    const newerShell = JSON.stringify({ shell: '1.1.0', provides: { '@atlas/runtime': '1.5.0' } });
    const edge = http.createServer((request, response) => {
      if (request.url === '/shared-scope.json') response.writeHead(200, { 'content-type': 'application/json' }).end(newerShell);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
    try {
      const edgeUrl = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
      // The edge's shell (N+1) is the live one, whatever the local build folder (N) says. The
      // rest of the edge check then refuses (this edge serves no remotes), after the ranges passed.
      await expect(switchVersion({ platformDir, remote, version: '1.0.0', by: 'ci', edgeUrl, shellDir: shellN })).rejects.toThrow(
        /GET .*\/remotes\/mf-demo\/1\.0\.0\/mf-manifest\.json answered 404/,
      );
    } finally {
      await new Promise((resolve) => edge.close(resolve));
    }
  });

  it('refuses a build that runs on the shell’s federation runtime until the live shell provides it', async () => {
    await publish({
      platformDir,
      remote,
      version: '2.0.0',
      from: fixtureBuild(work, { code: '2.0.0', shared: { '@atlas/runtime': '^1.4.0' }, requires: { [FEDERATION_RUNTIME]: '^2.9.2' } }),
      by: 'ci',
    });
    // Shell N was built before the remotes ran on its runtime: it says nothing of one.
    await expect(switchVersion({ platformDir, remote, version: '2.0.0', by: 'ci', edgeUrl: null, shellDir: shellN })).rejects.toThrow(
      /mf-demo 2\.0\.0 needs shared libraries the live shell 1\.0\.0 does not provide: @module-federation\/runtime-core \^2\.9\.2 \(the shell provides none\)/,
    );
    const olderRuntime = fixtureShell(work, '1.1.0', { '@atlas/runtime': '1.4.0', [FEDERATION_RUNTIME]: '2.8.0' });
    await expect(switchVersion({ platformDir, remote, version: '2.0.0', by: 'ci', edgeUrl: null, shellDir: olderRuntime })).rejects.toThrow(
      /@module-federation\/runtime-core \^2\.9\.2 \(the shell provides 2\.8\.0\)/,
    );
    const providing = fixtureShell(work, '1.2.0', { '@atlas/runtime': '1.4.0', [FEDERATION_RUNTIME]: '2.9.2' });
    const result = await switchVersion({ platformDir, remote, version: '2.0.0', by: 'ci', edgeUrl: null, shellDir: providing });
    expect(result).toMatchObject({ outcome: 'switched', notes: expect.arrayContaining(['the live shell 1.2.0 satisfies its 2 shared ranges']) });
  });

  it('notes, without refusing, when no shell says what it provides', async () => {
    await published('1.0.0', { '@atlas/runtime': '^9.0.0' });
    const result = await switchVersion({ platformDir, remote, version: '1.0.0', by: 'ci', edgeUrl: null, shellDir: path.join(work, 'nowhere') });
    expect(result.notes[0]).toMatch(/shared ranges not checked/);
  });
});

describe('the real parts', () => {
  // The real build configuration: what the shell would provide and what each remote would require.
  const repoRoot = path.resolve(__dirname, '../../..');
  const remotes = ['mf-catalogue', 'mf-cart-payment', 'mf-selfcare', 'mf-invoices', 'mf-recharge', 'mf-identification'];
  const requirementsOf = (dir: string) => Object.entries(sharedDependencies(dir)).map(([name, config]) => ({ name, requiredVersion: config.requiredVersion }));

  it('the shell provides every platform library at a version each remote accepts', () => {
    const scope = sharedScopeOf(path.join(repoRoot, 'shell'));
    expect(Object.keys(scope.provides)).toEqual(expect.arrayContaining(platformLibraries().map((library) => library.name)));
    for (const remote of remotes)
      expect({ remote, unmet: unmetRequirements(requirementsOf(path.join(repoRoot, remote)), scope) }).toEqual({ remote, unmet: [] });
  });

  it('the shell provides the federation runtime the remotes’ production builds run on', () => {
    const scope = sharedScopeOf(path.join(repoRoot, 'shell'));
    expect(scope.provides[FEDERATION_RUNTIME]).toBe(federationRuntimeVersion());
    expect(unmetRequirements([{ name: FEDERATION_RUNTIME, requiredVersion: `^${federationRuntimeVersion()}` }], scope)).toEqual([]);
  });

  it('a remote whose package.json asks for the next minor of a library is refused by the shell of today', () => {
    const scope = sharedScopeOf(path.join(repoRoot, 'shell'));
    const [library] = platformLibraries();
    const [major, minor] = library!.version.split('.').map(Number);
    const work = tempDir();
    try {
      const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'mf-catalogue/package.json'), 'utf8')) as { dependencies: Record<string, string> };
      manifest.dependencies[library!.name] = `^${major}.${minor! + 1}.0`;
      fs.writeFileSync(path.join(work, 'package.json'), JSON.stringify(manifest));
      expect(unmetRequirements(requirementsOf(work), scope)).toEqual([`${library!.name} ^${major}.${minor! + 1}.0 (the shell provides ${library!.version})`]);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
