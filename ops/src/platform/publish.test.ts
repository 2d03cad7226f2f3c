import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readAudit } from './audit';
import { readManifest } from './manifest-store';
import { publish } from './publish';
import { Refusal } from './refusal';
import { fixtureBuild, tempDir } from './test-fixtures';

describe('publish', () => {
  let work: string;
  let platformDir: string;
  beforeEach(() => {
    work = tempDir();
    platformDir = path.join(work, 'platform');
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  it('copies the build as an immutable version with its content hash, integrity and routes, without activating it', async () => {
    const from = fixtureBuild(work, { routes: ['/', '/particuliers'] });
    const result = await publish({ platformDir, remote: 'mf-demo', version: '1.0.0', from, by: 'alice' });

    expect(result.outcome).toBe('published');
    const record = readManifest(platformDir).remotes['mf-demo'];
    expect(record).toMatchObject({ container: 'mf_demo', activeVersion: null, history: [] });
    const version = record?.versions['1.0.0'];
    expect(version).toMatchObject({
      entry: '/remotes/mf-demo/1.0.0/mf-manifest.json',
      routesModule: './routes',
      routes: [{ path: '/' }, { path: '/particuliers' }],
      publishedBy: 'alice',
    });
    expect(version?.integrity).toMatch(/^sha384-[A-Za-z0-9+/]+=*$/);
    expect(version?.contentHash).toMatch(/^sha256-[0-9a-f]{64}$/);
    const copy = path.join(platformDir, 'remotes/mf-demo/1.0.0');
    expect(fs.readFileSync(path.join(copy, 'assets/react.js'), 'utf8')).toBe('export const react = 1;');
    expect(readAudit(platformDir)).toEqual([expect.objectContaining({ action: 'publish', remote: 'mf-demo', to: '1.0.0', by: 'alice' })]);
  });

  it('is a no-op when the same content is published again', async () => {
    const from = fixtureBuild(work);
    await publish({ platformDir, remote: 'mf-demo', version: '1.0.0', from, by: 'alice' });
    const before = fs.readFileSync(path.join(platformDir, 'platform-manifest.json'), 'utf8');

    const again = await publish({ platformDir, remote: 'mf-demo', version: '1.0.0', from: fixtureBuild(work), by: 'bob' });

    expect(again.outcome).toBe('unchanged');
    expect(fs.readFileSync(path.join(platformDir, 'platform-manifest.json'), 'utf8')).toBe(before);
    expect(readAudit(platformDir)).toHaveLength(1);
  });

  it('refuses different content under a published version and asks for a version bump', async () => {
    await publish({ platformDir, remote: 'mf-demo', version: '1.0.0', from: fixtureBuild(work), by: 'alice' });
    const changed = fixtureBuild(work, { code: 'v2' });

    const attempt = publish({ platformDir, remote: 'mf-demo', version: '1.0.0', from: changed, by: 'alice' });

    await expect(attempt).rejects.toThrow(Refusal);
    await expect(attempt).rejects.toThrow(/bump the version/);
    const published = fs.readFileSync(path.join(platformDir, 'remotes/mf-demo/1.0.0/assets/__federation_expose_routes.js'), 'utf8');
    expect(published).toContain('v1');
  });

  it('refuses a build whose .br or .gz copy is not its file compressed (edited after the build), and takes it once they match', async () => {
    const from = fixtureBuild(work);
    const file = path.join(from, 'assets/react.js');
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(fs.readFileSync(file)));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(fs.readFileSync(file)));
    fs.appendFileSync(file, '\nthrow new Error("patched");');

    const attempt = publish({ platformDir, remote: 'mf-demo', version: '1.0.0', from, by: 'alice' });
    await expect(attempt).rejects.toThrow(Refusal);
    await expect(attempt).rejects.toThrow(/assets\/react\.js\.br, assets\/react\.js\.gz.*build it again/);
    expect(fs.existsSync(path.join(platformDir, 'remotes/mf-demo/1.0.0'))).toBe(false);

    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(fs.readFileSync(file)));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(fs.readFileSync(file)));
    expect((await publish({ platformDir, remote: 'mf-demo', version: '1.0.0', from, by: 'alice' })).outcome).toBe('published');
  });

  it('refuses a folder that is not a build of this remote', async () => {
    const other = fixtureBuild(work, { name: 'mf-other' });
    await expect(publish({ platformDir, remote: 'mf-demo', version: '1.0.0', from: other, by: 'a' })).rejects.toThrow(/build of mf-other, not of mf-demo/);
    await expect(publish({ platformDir, remote: 'mf-demo', version: '1.0.0', from: path.join(work, 'nothing'), by: 'a' })).rejects.toThrow(/no build at/);
    const noEntry = fixtureBuild(work);
    fs.rmSync(path.join(noEntry, 'remoteEntry.js'));
    await expect(publish({ platformDir, remote: 'mf-demo', version: '1.0.0', from: noEntry, by: 'a' })).rejects.toThrow(/has no remoteEntry.js/);
    await expect(publish({ platformDir, remote: 'mf-demo', version: '../x', from: fixtureBuild(work), by: 'a' })).rejects.toThrow(/not a version name/);
  });
});
