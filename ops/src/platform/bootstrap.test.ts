import fs from 'node:fs';
import path from 'node:path';
import { readAudit } from './audit';
import { bootstrapPlatform } from './bootstrap';
import { readManifest } from './manifest-store';
import { fixtureBuild, tempDir } from './test-fixtures';
import type { RemoteWorkspace } from './workspaces';

describe('bootstrap (npm start)', () => {
  let work: string;
  let platformDir: string;
  let lines: string[];
  const log = (line: string) => lines.push(line);

  function workspace(code: string): RemoteWorkspace {
    return { name: 'mf-demo', dir: work, version: '1.0.0', buildDir: fixtureBuild(work, { code }) };
  }

  beforeEach(() => {
    work = tempDir();
    platformDir = path.join(work, 'platform');
    lines = [];
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  it('publishes each build under its package version and makes it live, once', async () => {
    await bootstrapPlatform({ platformDir, remotes: [workspace('a')], log });
    await bootstrapPlatform({ platformDir, remotes: [workspace('a')], log });

    expect(readManifest(platformDir).remotes['mf-demo']).toMatchObject({ activeVersion: '1.0.0', history: [] });
    expect(readAudit(platformDir).map((entry) => [entry.action, entry.by])).toEqual([
      ['publish', 'npm start'],
      ['switch', 'npm start'],
    ]);
    expect(lines.at(-1)).toBe('mf-demo: 1.0.0 is live');
  });

  it('publishes changed code under an unbumped version as <version>-local.<hash8>, says so, and switches to it', async () => {
    await bootstrapPlatform({ platformDir, remotes: [workspace('a')], log });
    await bootstrapPlatform({ platformDir, remotes: [workspace('b')], log });

    const record = readManifest(platformDir).remotes['mf-demo'];
    expect(record?.activeVersion).toMatch(/^1\.0\.0-local\.[0-9a-f]{8}$/);
    expect(record?.history).toEqual(['1.0.0']);
    expect(lines.join('\n')).toMatch(/1.0.0 is already published with other content .* publishing this build as 1.0.0-local\./);

    // Back to the first build: its version is live again, nothing new is published.
    await bootstrapPlatform({ platformDir, remotes: [workspace('a')], log });
    expect(readManifest(platformDir).remotes['mf-demo']?.activeVersion).toBe('1.0.0');
    expect(Object.keys(readManifest(platformDir).remotes['mf-demo']?.versions ?? {})).toHaveLength(2);
  });

  it('skips a remote that is not built', async () => {
    await bootstrapPlatform({ platformDir, remotes: [{ name: 'mf-demo', dir: work, version: '1.0.0', buildDir: path.join(work, 'none') }], log });
    expect(lines[0]).toMatch(/no build at .*; skipped/);
    expect(readManifest(platformDir).remotes).toEqual({});
  });
});
