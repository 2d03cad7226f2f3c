import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readAudit } from './audit';
import { readManifest } from './manifest-store';
import { publish } from './publish';
import { switchVersion } from './switch';
import { fixtureBuild, tempDir } from './test-fixtures';

const cli = path.resolve(__dirname, '../cli.ts');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, cwd: path.resolve(__dirname, '../../..') });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the ops command line and concurrent operators', () => {
  jest.setTimeout(60_000);
  let work: string;
  let platformDir: string;
  let env: NodeJS.ProcessEnv;
  const ops = (...args: string[]) => runNode([cli, ...args], env);

  beforeEach(() => {
    work = tempDir();
    platformDir = path.join(work, 'platform');
    env = { PLATFORM_DIR: platformDir, PLATFORM_URL: 'off', OPS_USER: 'ops-tester' };
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  it('answers 0 when done, 1 with a reason when refused, 2 on a bad command line', async () => {
    const build = fixtureBuild(work);
    expect((await ops('publish', 'mf-demo', '--version', '1.0.0', '--from', build)).code).toBe(0);

    const refused = await ops('switch', 'mf-demo', '9.9.9');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/refused: mf-demo 9.9.9 is not published/);
    expect((await ops('rollback', 'mf-demo')).code).toBe(1);
    expect((await ops('switch', 'mf-demo')).code).toBe(2);
    expect((await ops('launch')).code).toBe(2);
    expect((await ops('list', '--colour')).code).toBe(2);

    const switched = await ops('switch', 'mf-demo', '1.0.0');
    expect(switched).toMatchObject({ code: 0, stdout: expect.stringContaining('mf-demo: none → 1.0.0') });
    const audit = await ops('audit', 'mf-demo');
    expect(audit.stdout).toMatch(/ops-tester\s+switch\s+mf-demo\s+\(none\) → 1.0.0/);
    expect((await ops('list')).stdout).toMatch(/active 1.0.0/);
  });

  it('serialises operators running at the same time: no change is lost', async () => {
    const builds = Array.from({ length: 6 }, (_, index) => fixtureBuild(work, { code: `v${index}` }));
    const runs = await Promise.all(builds.map((build, index) => ops('publish', 'mf-demo', '--version', `1.0.${index}`, '--from', build, '--by', `op${index}`)));
    expect(runs.map((run) => run.code)).toEqual(builds.map(() => 0));
    expect(Object.keys(readManifest(platformDir).remotes['mf-demo']?.versions ?? {}).sort()).toEqual(builds.map((_, i) => `1.0.${i}`));
    expect(readAudit(platformDir)).toHaveLength(6);

    // The same within one process: every operation takes the lock in turn.
    await Promise.all(builds.map((_, index) => switchVersion({ platformDir, remote: 'mf-demo', version: `1.0.${index}`, by: 'p', edgeUrl: null })));
    const record = readManifest(platformDir).remotes['mf-demo'];
    expect(record?.history).toHaveLength(5);
    expect(new Set([...(record?.history ?? []), record?.activeVersion]).size).toBe(6);
  });

  it('never shows a reader a torn manifest while another process writes it', async () => {
    await publish({ platformDir, remote: 'mf-demo', version: '1.0.0', from: fixtureBuild(work, { code: 'a' }), by: 't' });
    await publish({ platformDir, remote: 'mf-demo', version: '2.0.0', from: fixtureBuild(work, { code: 'b' }), by: 't' });
    const writer = path.join(work, 'writer.ts');
    fs.writeFileSync(
      writer,
      `import { switchVersion } from ${JSON.stringify(path.join(__dirname, 'switch.ts'))};
       (async () => {
         for (let i = 0; i < 60; i += 1) {
           await switchVersion({ platformDir: ${JSON.stringify(platformDir)}, remote: 'mf-demo', version: i % 2 ? '2.0.0' : '1.0.0', by: 'w', edgeUrl: null });
         }
       })();`,
    );
    const running = runNode([writer], env);
    let done = false;
    void running.then(() => (done = true));
    let reads = 0;
    const manifestPath = path.join(platformDir, 'platform-manifest.json');
    while (!done) {
      const text = fs.readFileSync(manifestPath, 'utf8');
      expect(() => JSON.parse(text)).not.toThrow();
      reads += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await running).code).toBe(0);
    expect(reads).toBeGreaterThan(10);
    expect(readAudit(platformDir).filter((entry) => entry.action === 'switch')).toHaveLength(60);
    expect(fs.readdirSync(platformDir).filter((name) => name.endsWith('.tmp') || name === '.lock')).toEqual([]);
  });
});
