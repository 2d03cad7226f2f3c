import fs from 'node:fs';
import path from 'node:path';
import { publish } from './publish';
import { alphaPerTest, JUDGE } from '../health/judge';
import { describeRollout, runRollout, stopRollout, type RolloutClock } from './rollout';
import { fakeClock, fakeTelemetry, GOOD, MINUTE, type Field } from './rollout-fakes';
import { folderPlatform, type Platform } from './store/platform';
import { switchVersion } from './switch';
import { fixtureBuild, tempDir } from './test-fixtures';

const remote = 'mf-demo';

describe('rollout: the canary ramped and judged', () => {
  let work: string;
  let platform: Platform;

  beforeEach(async () => {
    work = tempDir();
    platform = folderPlatform(path.join(work, 'platform'));
    for (const version of ['1.0.0', '1.1.0']) {
      await publish({ platformDir: platform, remote, version, from: fixtureBuild(work, { code: version }), by: 'ci' });
    }
    await switchVersion({ platformDir: platform, remote, version: '1.0.0', by: 'ci', edgeUrl: null });
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  const rollout = (clock: RolloutClock, fields: Record<string, Field>, extra: Partial<Parameters<typeof runRollout>[0]> = {}) =>
    runRollout({
      platform,
      telemetry: fakeTelemetry(platform, fields),
      remote,
      version: '1.1.0',
      holdMs: 10 * MINUTE,
      by: 'alice',
      edgeUrl: null,
      clock,
      ...extra,
    });

  it('promotes a good version through every step, then switches it in', async () => {
    const clock = fakeClock();
    const state = await rollout(clock, {});
    expect(state.status).toBe('promoted');
    expect(state.decisions.map((decision) => [decision.percent, decision.verdict])).toEqual([
      [1, 'pass'],
      [5, 'pass'],
      [25, 'pass'],
      [50, 'pass'],
      [100, 'promoted'],
    ]);
    // At 1 % the canary needs 25 minutes for its 250 page views: the hold is extended, not skipped.
    expect(Date.parse(state.decisions[0]!.at) - Date.parse(state.startedAt)).toBeGreaterThanOrEqual(25 * MINUTE);
    const record = (await platform.readManifest()).remotes[remote]!;
    expect(record.activeVersion).toBe('1.1.0');
    expect(record.canary).toBeNull();
    const trail = (await platform.readAudit(remote)).filter((entry) => entry.action === 'rollout');
    expect(trail.map((entry) => entry.detail?.split(':')[0])).toEqual([
      'started',
      'pass at 1%',
      'pass at 5%',
      'pass at 25%',
      'pass at 50%',
      'promoted at 100%',
    ]);
    expect(await platform.readRollout(remote)).toEqual(state);
  });

  it('aborts a canary with more errors: the canary off at once, stable served, the figures audited', async () => {
    const clock = fakeClock();
    const state = await rollout(clock, { '1.1.0': { ...GOOD, errorRate: 0.2 } });
    expect(state.status).toBe('aborted');
    const abort = state.decisions.at(-1)!;
    expect(abort).toMatchObject({ verdict: 'abort', percent: 1, canary: { version: '1.1.0' }, stable: { version: '1.0.0' } });
    expect(abort.reason).toMatch(/error rate/);
    const record = (await platform.readManifest()).remotes[remote]!;
    expect(record.canary).toBeNull();
    expect(record.activeVersion).toBe('1.0.0');
    const audit = await platform.readAudit(remote);
    expect(audit.at(-2)).toMatchObject({ action: 'canary', from: '1.1.0@1%', to: null });
    expect(audit.at(-1)).toMatchObject({ action: 'rollout', from: '1.0.0', to: '1.1.0' });
    expect(audit.at(-1)!.detail).toMatch(/^abort at 1%: worse than stable: error rate .* canary \d+ page views, \d+ errors/);
  });

  it('aborts a slower INP, and load failures above the hard limit before the hold is over', async () => {
    const slow = await rollout(fakeClock(), { '1.1.0': { ...GOOD, inpShift: 3 } });
    expect(slow.status).toBe('aborted');
    expect(slow.decisions.at(-1)!.reason).toMatch(/p75 INP/);

    const clock = fakeClock();
    const failing = await rollout(clock, { '1.1.0': { ...GOOD, failureRate: 0.1 } });
    expect(failing.status).toBe('aborted');
    const decision = failing.decisions.at(-1)!;
    expect(decision.reason).toMatch(/hard limit/);
    // Found at a poll during the hold, long before the minimum sample of the tests.
    expect(Date.parse(decision.at) - Date.parse(failing.stepStartedAt)).toBeLessThan(10 * MINUTE);
    expect((await platform.readManifest()).remotes[remote]!.canary).toBeNull();
  });

  // 1,000 page views a minute: at 25 % the canary has its 250 at minute 1 of the default 10-minute hold.
  const atQuarter = { steps: [25, 100], holdMs: 10 * MINUTE };
  const reachedMinimum = (state: { stepStartedAt: string }) => Date.parse(state.stepStartedAt) + MINUTE;

  it('aborts a faulty canary at its minimum sample, not at the end of the hold', async () => {
    const state = await rollout(fakeClock(), { '1.1.0': { ...GOOD, errorRate: 0.2 } }, atQuarter);
    expect(state.status).toBe('aborted');
    const abort = state.decisions.at(-1)!;
    expect(abort.canary!.pageViews).toBeGreaterThanOrEqual(JUDGE.minPageViews);
    // Seen at the first poll with both minimums (every 30 s): within 5 minutes of the minimum, well before the hold's end.
    expect(Date.parse(abort.at) - reachedMinimum(state)).toBeLessThanOrEqual(30_000);
    // Bonferroni over every look the rollout may take: 1 judged step × (1 + ⌈10 / 4⌉) looks.
    expect(abort.checks!.find((check) => check.metric === 'error rate')!.alpha).toBeCloseTo(alphaPerTest(4));
  });

  it('looks again every interval after the minimum: a fault too small for the first look is aborted at the next', async () => {
    const looks: number[] = [];
    const clock = fakeClock();
    const state = await rollout(
      clock,
      { '1.1.0': { ...GOOD, errorRate: 0.04 } },
      { ...atQuarter, log: (line) => line.includes('looked at') && looks.push(clock.at) },
    );
    expect(state.status).toBe('aborted');
    // 10 canary errors in 250 page views against 15 in 750: not enough at the first look (minute 1)…
    expect(looks.map((at) => at - reachedMinimum(state))).toEqual([0]);
    // …1,250 against 3,750 at the next, 4 minutes later: aborted 4 minutes after the minimum, not at minute 10.
    expect(Date.parse(state.decisions.at(-1)!.at) - reachedMinimum(state)).toBe(JUDGE.lookIntervalMs);
    expect(state.decisions.at(-1)!.reason).toMatch(/error rate/);
  });

  it('holds a good canary for the whole hold, looking at the minimum, every interval, and at the end', async () => {
    const looks: number[] = [];
    const clock = fakeClock();
    const state = await rollout(clock, {}, { ...atQuarter, log: (line) => line.includes('looked at') && looks.push(clock.at) });
    expect(state.status).toBe('promoted');
    const start = Date.parse(state.startedAt);
    expect(looks.map((at) => (at - start) / MINUTE)).toEqual([1, 5, 9]);
    expect(Date.parse(state.decisions[0]!.at) - start).toBe(10 * MINUTE);
  });

  it('resumes a step after a restart without looking again before the interval is over', async () => {
    const looks: number[] = [];
    const clock = fakeClock();
    const restart = new AbortController();
    const log = (line: string) => {
      if (!line.includes('looked at')) return;
      looks.push(clock.at);
      restart.abort();
    };
    await rollout(clock, {}, { ...atQuarter, log, signal: restart.signal });
    expect(await platform.readRollout(remote)).toMatchObject({ status: 'running', step: 0, stepLookedAt: new Date(looks[0]!).toISOString() });
    clock.at += MINUTE;
    const resumed = await rollout(clock, {}, { ...atQuarter, version: undefined, log: (line) => line.includes('looked at') && looks.push(clock.at) });
    expect(resumed.status).toBe('promoted');
    const start = Date.parse(resumed.startedAt);
    expect(looks.map((at) => (at - start) / MINUTE)).toEqual([1, 5, 9]);
  });

  it('resumes after a restart from the stored state, with the hold already served', async () => {
    const clock = fakeClock();
    const restart = new AbortController();
    const first = await rollout(clock, {}, { log: (line) => line.includes('(5%) passed') && restart.abort(), signal: restart.signal });
    expect(first).toMatchObject({ status: 'running', step: 2 });
    const stored = await platform.readRollout(remote);
    expect(stored).toMatchObject({ status: 'running', step: 2, version: '1.1.0' });
    expect((await platform.readManifest()).remotes[remote]!.canary).toEqual({ version: '1.1.0', percent: 25 });
    expect(describeRollout(stored, remote)).toMatch(/\[25%\]/);

    // A new process: the same platform folder, another store object; `rollout --resume` gives no version.
    clock.at += 3 * MINUTE;
    const again = folderPlatform(path.join(work, 'platform'));
    const resumed = await runRollout({ platform: again, telemetry: fakeTelemetry(again, {}), remote, holdMs: 10 * MINUTE, by: 'bob', edgeUrl: null, clock });
    expect(resumed.status).toBe('promoted');
    expect(resumed.decisions.map((decision) => decision.percent)).toEqual([1, 5, 25, 50, 100]);
    // The step's start is the stored one: the 25 % step was judged at its hold's end, 7 minutes after the restart.
    expect(Date.parse(resumed.decisions[2]!.at) - Date.parse(stored!.stepStartedAt)).toBe(10 * MINUTE);
  });

  it('runs one judge per remote, and refuses another version while one runs', async () => {
    const held = await platform.lockRollout(remote);
    expect('release' in held).toBe(true);
    await expect(rollout(fakeClock(), {})).rejects.toThrow(/a rollout judge already runs for mf-demo \(process \d+/);
    if ('release' in held) await held.release();

    const restart = new AbortController();
    restart.abort();
    await rollout(fakeClock(), {}, { signal: restart.signal });
    await publish({ platformDir: platform, remote, version: '1.2.0', from: fixtureBuild(work, { code: '1.2.0' }), by: 'ci' });
    await expect(rollout(fakeClock(), {}, { version: '1.2.0' })).rejects.toThrow(/has a rollout of 1.1.0 running/);
    const stopped = await stopRollout({ platform, remote, by: 'carol', edgeUrl: null });
    expect(stopped.status).toBe('stopped');
    expect((await platform.readManifest()).remotes[remote]!.canary).toBeNull();
  });

  it('stops when the canary is changed by hand during the rollout', async () => {
    const clock = fakeClock();
    const telemetry = fakeTelemetry(platform, {});
    let changed = false;
    const state = await runRollout({
      platform,
      remote,
      version: '1.1.0',
      holdMs: 10 * MINUTE,
      by: 'alice',
      edgeUrl: null,
      clock,
      telemetry: {
        async versions(name, since, until) {
          if (!changed) {
            changed = true;
            await platform.updateManifest((manifest) => {
              manifest.remotes[remote]!.canary = null;
              return { result: undefined };
            });
          }
          return telemetry.versions(name, since, until);
        },
      },
    });
    expect(state.status).toBe('stopped');
    expect(state.decisions.at(-1)!.reason).toMatch(/changed by hand \(off\)/);
  });
});
