import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readAudit } from './audit';
import { setCanary, setOverridePolicy } from './canary';
import { readManifest } from './manifest-store';
import { publish } from './publish';
import { Refusal } from './refusal';
import { rollback, switchVersion } from './switch';
import { fixtureBuild, tempDir } from './test-fixtures';

describe('switch, rollback and audit', () => {
  let work: string;
  let platformDir: string;
  const remote = 'mf-demo';

  async function published(version: string, code = version): Promise<void> {
    await publish({ platformDir, remote, version, from: fixtureBuild(work, { code }), by: 'ci' });
  }
  const switchTo = (version: string, by = 'alice', edgeUrl: string | null = null) => switchVersion({ platformDir, remote, version, by, edgeUrl });

  beforeEach(() => {
    work = tempDir();
    platformDir = path.join(work, 'platform');
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  it('refuses a version that is not published, and a remote never published', async () => {
    await published('1.0.0');
    await expect(switchTo('2.0.0')).rejects.toThrow(/mf-demo 2.0.0 is not published \(published: 1.0.0\)/);
    await expect(switchVersion({ platformDir, remote: 'mf-nope', version: '1.0.0', by: 'a', edgeUrl: null })).rejects.toThrow(
      /mf-nope has never been published/,
    );
  });

  it.each([
    ['the manifest is missing', (dir: string) => fs.rmSync(path.join(dir, 'mf-manifest.json'))],
    ['the manifest does not parse', (dir: string) => fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":')],
    ['the entry is missing', (dir: string) => fs.rmSync(path.join(dir, 'remoteEntry.js'))],
    ['the entry does not match its integrity', (dir: string) => fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'tampered')],
    ['a listed asset is missing', (dir: string) => fs.rmSync(path.join(dir, 'assets/react.js'))],
  ])('refuses a published version whose entry does not load: %s', async (_why, breakIt) => {
    await published('1.0.0');
    const dir = path.join(platformDir, 'remotes', remote, '1.0.0');
    fs.chmodSync(dir, 0o755);
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'assets/react.js']) fs.chmodSync(path.join(dir, file), 0o644);
    breakIt(dir);

    await expect(switchTo('1.0.0')).rejects.toThrow(/mf-demo 1.0.0 does not load/);
    expect(readManifest(platformDir).remotes[remote]?.activeVersion).toBeNull();
  });

  it('switches, keeps history and last good version, rolls back, and records who did what', async () => {
    await published('1.0.0');
    await published('1.1.0');
    await published('1.2.0');

    await switchTo('1.0.0', 'alice');
    await switchTo('1.1.0', 'bob');
    const third = await switchTo('1.2.0', 'carol');
    expect(third).toMatchObject({ outcome: 'switched', from: '1.1.0', to: '1.2.0' });
    expect(readManifest(platformDir).remotes[remote]).toMatchObject({
      activeVersion: '1.2.0',
      lastGoodVersion: '1.1.0',
      history: ['1.0.0', '1.1.0'],
    });
    expect((await switchTo('1.2.0')).outcome).toBe('unchanged');

    await rollback({ platformDir, remote, by: 'dave', edgeUrl: null });
    expect(readManifest(platformDir).remotes[remote]).toMatchObject({ activeVersion: '1.1.0', lastGoodVersion: '1.0.0', history: ['1.0.0'] });
    await rollback({ platformDir, remote, by: 'dave', edgeUrl: null });
    expect(readManifest(platformDir).remotes[remote]).toMatchObject({ activeVersion: '1.0.0', lastGoodVersion: null, history: [] });
    await expect(rollback({ platformDir, remote, by: 'dave', edgeUrl: null })).rejects.toThrow(/no previous version to roll back to/);

    const trail = readAudit(platformDir, remote).filter((entry) => entry.action !== 'publish');
    expect(trail.map(({ by, action, from, to }) => ({ by, action, from, to }))).toEqual([
      { by: 'alice', action: 'switch', from: null, to: '1.0.0' },
      { by: 'bob', action: 'switch', from: '1.0.0', to: '1.1.0' },
      { by: 'carol', action: 'switch', from: '1.1.0', to: '1.2.0' },
      { by: 'dave', action: 'rollback', from: '1.2.0', to: '1.1.0' },
      { by: 'dave', action: 'rollback', from: '1.1.0', to: '1.0.0' },
    ]);
    expect(trail.every((entry) => !Number.isNaN(Date.parse(entry.at)))).toBe(true);
  });

  it('writes canary and override policy into the manifest; switching to the canary promotes it', async () => {
    await published('1.0.0');
    await published('1.1.0');
    await switchTo('1.0.0');

    await expect(setCanary({ platformDir, remote, canary: { version: '1.0.0', percent: 10 }, by: 'a', edgeUrl: null })).rejects.toThrow(
      /already the active version/,
    );
    await expect(setCanary({ platformDir, remote, canary: { version: '1.1.0', percent: 0 }, by: 'a', edgeUrl: null })).rejects.toThrow(Refusal);
    await setCanary({ platformDir, remote, canary: { version: '1.1.0', percent: 10 }, by: 'a', edgeUrl: null });
    await setOverridePolicy({ platformDir, remote, allow: true, by: 'a' });
    expect(readManifest(platformDir).remotes[remote]).toMatchObject({ canary: { version: '1.1.0', percent: 10 }, allowOverride: true });

    await switchTo('1.1.0');
    expect(readManifest(platformDir).remotes[remote]?.canary).toBeNull();
    await setCanary({ platformDir, remote, canary: { version: '1.0.0', percent: 5 }, by: 'a', edgeUrl: null });
    await setCanary({ platformDir, remote, canary: null, by: 'a', edgeUrl: null });
    expect(readManifest(platformDir).remotes[remote]?.canary).toBeNull();

    // Rolling back onto the canary's version ends the canary as well.
    await setCanary({ platformDir, remote, canary: { version: '1.0.0', percent: 5 }, by: 'a', edgeUrl: null });
    await rollback({ platformDir, remote, by: 'a', edgeUrl: null });
    expect(readManifest(platformDir).remotes[remote]).toMatchObject({ activeVersion: '1.0.0', canary: null });
    expect(
      readAudit(platformDir, remote)
        .filter((entry) => entry.action === 'canary')
        .map((entry) => [entry.from, entry.to]),
    ).toEqual([
      [null, '1.1.0@10%'],
      [null, '1.0.0@5%'],
      ['1.0.0@5%', null],
      [null, '1.0.0@5%'],
    ]);
  });

  describe('through an edge that answers', () => {
    let server: http.Server;
    let edgeUrl: string;
    let served: Record<string, string>;

    beforeEach(async () => {
      served = {};
      server = http.createServer((request, response) => {
        const body = served[request.url ?? ''];
        response.writeHead(body === undefined ? 404 : 200).end(body);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      edgeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

    function serve(version: string): void {
      const dir = path.join(platformDir, 'remotes', remote, version);
      for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
        served[`/remotes/${remote}/${version}/${file}`] = fs.readFileSync(path.join(dir, file), 'utf8');
      }
    }

    it('switches when the edge serves the manifest and the entry', async () => {
      await published('1.0.0');
      serve('1.0.0');
      const result = await switchTo('1.0.0', 'alice', edgeUrl);
      expect(result.notes.join()).toContain('serves /remotes/mf-demo/1.0.0/mf-manifest.json');
    });

    it('refuses when the edge does not serve the entry', async () => {
      await published('1.0.0');
      await expect(switchTo('1.0.0', 'alice', edgeUrl)).rejects.toThrow(/GET .*mf-manifest.json answered 404/);
      serve('1.0.0');
      served[`/remotes/${remote}/1.0.0/remoteEntry.js`] = 'stale';
      await expect(switchTo('1.0.0', 'alice', edgeUrl)).rejects.toThrow(/serves a different/);
    });

    it('skips the HTTP check when nothing answers', async () => {
      await published('1.0.0');
      const result = await switchTo('1.0.0', 'alice', 'http://127.0.0.1:9');
      expect(result.notes.join()).toMatch(/does not answer/);
    });
  });
});
