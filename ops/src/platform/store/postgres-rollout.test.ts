/**
 * The rollout's state and judge lock in the PostgreSQL platform store (issue 30 item 4), against a
 * real server: the state table round-trips and survives the process (another store object reads
 * it), one judge per remote across processes (a session advisory lock, freed when its session
 * dies), and a rollout run on this store resumes from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../topology/postgres';
import { publish } from '../publish';
import { runRollout } from '../rollout';
import { fakeClock, fakeTelemetry, MINUTE } from '../rollout-fakes';
import type { RolloutState } from '../rollout-state';
import { switchVersion } from '../switch';
import { fixtureBuild, tempDir } from '../test-fixtures';
import { folderContentStore } from './content-store';
import type { Platform } from './platform';
import { openPostgresPlatform } from './postgres-platform';

jest.setTimeout(120_000);

let postgres: ThrowawayPostgres;
let root: string;
const opened: Platform[] = [];
const open = async () => {
  const platform = await openPostgresPlatform(postgres.url, folderContentStore(path.join(root, 'content')));
  opened.push(platform);
  return platform;
};

beforeAll(() => {
  postgres = startThrowawayPostgres();
  root = tempDir('atlas-postgres-rollout-');
});

afterAll(async () => {
  for (const platform of opened) await platform.close().catch(() => undefined);
  postgres?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

it('keeps the rollout state in platform_rollouts, and one judge lock per remote across sessions', async () => {
  const first = await open();
  const second = await open();
  expect(await first.readRollout('mf-demo')).toBeNull();
  const state: RolloutState = {
    remote: 'mf-demo',
    version: '1.1.0',
    stableVersion: '1.0.0',
    steps: [1, 5, 100],
    holdMs: 60_000,
    step: 1,
    stepStartedAt: '2026-12-01T10:00:00.000Z',
    status: 'running',
    by: 'alice',
    startedAt: '2026-12-01T09:50:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
    decisions: [{ at: '2026-12-01T10:00:00.000Z', step: 0, percent: 1, verdict: 'pass', reason: 'no metric worse' }],
  };
  await first.writeRollout(state);
  expect(await second.readRollout('mf-demo')).toEqual(state);
  await second.writeRollout({ ...state, status: 'aborted' });
  expect((await first.readRollout('mf-demo'))?.status).toBe('aborted');

  const held = await first.lockRollout('mf-demo');
  expect('release' in held).toBe(true);
  const refused = await second.lockRollout('mf-demo');
  expect(refused).toEqual({ heldBy: expect.stringMatching(/^database session \d+/) });
  // Another remote's judge is not held up.
  const other = await second.lockRollout('mf-other');
  expect('release' in other).toBe(true);
  if ('release' in other) await other.release();
  if ('release' in held) await held.release();
  const again = await second.lockRollout('mf-demo');
  expect('release' in again).toBe(true);
  // A judge whose process ends (its store closed, its session gone) leaves the lock to the next.
  await second.close();
  const afterClose = await first.lockRollout('mf-demo');
  expect('release' in afterClose).toBe(true);
  if ('release' in afterClose) await afterClose.release();

  await first.appendAudit({ by: 'alice', action: 'rollout', remote: 'mf-demo', from: '1.0.0', to: '1.1.0', detail: 'abort at 5%: figures' });
  expect((await first.readAudit('mf-demo')).at(-1)).toMatchObject({ action: 'rollout', detail: 'abort at 5%: figures' });
});

it('runs a rollout on the PostgreSQL store, resumed by another process from the stored state', async () => {
  const platform = await open();
  for (const version of ['2.0.0', '2.1.0']) {
    await publish({ platformDir: platform, remote: 'mf-pg', version, from: fixtureBuild(root, { name: 'mf-pg', code: version }), by: 'ci' });
  }
  await switchVersion({ platformDir: platform, remote: 'mf-pg', version: '2.0.0', by: 'ci', edgeUrl: null });
  const clock = fakeClock();
  const restart = new AbortController();
  const options = { remote: 'mf-pg', holdMs: 10 * MINUTE, by: 'alice', edgeUrl: null, clock };
  const first = await runRollout({
    ...options,
    platform,
    version: '2.1.0',
    telemetry: fakeTelemetry(platform, {}),
    log: (line) => line.includes('(1%) passed') && restart.abort(),
    signal: restart.signal,
  });
  expect(first).toMatchObject({ status: 'running', step: 1 });
  const resumedBy = await open();
  const done = await runRollout({ ...options, platform: resumedBy, telemetry: fakeTelemetry(resumedBy, {}) });
  expect(done.status).toBe('promoted');
  expect((await platform.readManifest()).remotes['mf-pg']).toMatchObject({ activeVersion: '2.1.0', canary: null });
});
