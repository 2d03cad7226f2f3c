/**
 * Progressive delivery with an automatic judge (issue 30 item 4): `ops rollout <remote> <version>`
 * ramps a canary through its steps (default 1 → 5 → 25 → 50 → 100 %) with the canary mechanism
 * (canary.ts). During each step the hard limit on load failures is checked at every poll; the
 * judge (health/judge.ts) looks at canary against stable over the step's window as soon as both
 * arms have their minimum sample, again every look interval (4 min) while the hold runs, and a
 * last time when the hold is over (Bonferroni over all those looks): abort at any look → the
 * canary off at once (the stable version served to everyone), the decision and its figures
 * audited; pass at the hold's end → the next step; past the last share below 100 % → the version
 * switched in (switch.ts).
 *
 * The state (platform store: rollouts.json or platform_rollouts) is written at every look, so a
 * restarted rollout resumes its step with the step's own start (the hold already served counts)
 * and its last look (no look taken twice); the remote's judge lock (Platform.lockRollout) lets one
 * judge run per remote.
 */
import type { RemoteRecord } from '@atlas/contracts/platform-manifest';
import { formatDuration } from '../health/health';
import { DEFAULT_MINIMUMS, emptyArm, failuresOf, hardLimitCheck, judge, JUDGE, looksPerStep, type ArmStats, type Minimums } from '../health/judge';
import type { TelemetrySource } from '../health/telemetry-reader';
import { setCanary } from './canary';
import { remoteRecord } from './manifest-store';
import { Refusal } from './refusal';
import type { ArmFigures, RolloutDecision, RolloutState } from './rollout-state';
import type { Platform } from './store/platform';
import { switchVersion } from './switch';

const DEFAULT_STEPS = [1, 5, 25, 50, 100];
export const DEFAULT_HOLD_MS = 10 * 60_000;

export interface RolloutClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: RolloutClock = { now: () => Date.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

/** Sleeps, or less when the signal comes (Ctrl-C ends the judge at once, freeing its lock). */
function sleepUnless(clock: RolloutClock, ms: number, signal?: AbortSignal): Promise<void> {
  if (!signal) return clock.sleep(ms);
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      signal.removeEventListener('abort', done);
      resolve();
    };
    signal.addEventListener('abort', done);
    void clock.sleep(ms).then(done);
  });
}

export interface RolloutOptions {
  platform: Platform;
  telemetry: Pick<TelemetrySource, 'versions'>;
  remote: string;
  /** The version to roll out; omitted, the remote's running rollout is resumed. */
  version?: string;
  steps?: number[];
  holdMs?: number;
  /** Between the looks of a step (JUDGE.lookIntervalMs); kept in the state. */
  lookIntervalMs?: number;
  /** Another minimum sample than the judge's: for tests only (ROLLOUT_TEST_MINIMUMS); kept in the state. */
  minimums?: Minimums;
  by: string;
  edgeUrl: string | null;
  shellDir?: string | null;
  clock?: RolloutClock;
  /** How often the hard limit is checked during a hold, and the minimum sample awaited after it. */
  pollMs?: number;
  log?: (line: string) => void;
  /** Ends the judge after its current poll, the state left running to resume (SIGINT; a test's restart). */
  signal?: AbortSignal;
}

/** The steps judged (a share below 100 %: at 100 % no browser is left on stable to compare with). */
const judgedSteps = (steps: readonly number[]): number => steps.filter((percent) => percent < 100).length;

/** Every look a rollout may take, the Bonferroni divisor with the metrics: judged steps × looks per step. */
const rolloutLooks = (state: Pick<RolloutState, 'steps' | 'holdMs' | 'lookIntervalMs'>): number =>
  judgedSteps(state.steps) * looksPerStep(state.holdMs, state.lookIntervalMs ?? JUDGE.lookIntervalMs);

function validSteps(steps: number[]): number[] {
  if (!steps.length || steps.some((percent) => !Number.isFinite(percent) || percent <= 0 || percent > 100)) {
    throw new Refusal(`rollout steps are shares above 0 and at most 100 (got ${steps.join(',')})`);
  }
  if (steps.some((percent, index) => index > 0 && percent <= steps[index - 1]!)) throw new Refusal(`rollout steps rise (got ${steps.join(',')})`);
  return steps;
}

export const defaultPollMs = (holdMs: number): number => Math.min(30_000, Math.max(100, Math.round(holdMs / 10)));

const figures = (arm: ArmStats): ArmFigures => ({ version: arm.version, pageViews: arm.pageViews, errors: arm.errors, failures: failuresOf(arm) });

/** One line for the audit trail: the verdict, both arms' figures and each test's p-value. */
function decisionDetail(decision: RolloutDecision): string {
  const arm = (figure?: ArmFigures) => (figure ? `${figure.pageViews} page views, ${figure.errors} errors, ${figure.failures} load failures` : 'no figures');
  const tests = (decision.checks ?? [])
    .filter((check) => check.pValue !== undefined || check.verdict === 'abort')
    .map(
      (check) =>
        `${check.metric} ${check.verdict}${check.pValue !== undefined ? ` p=${check.pValue.toPrecision(2)} (level ${check.alpha!.toPrecision(2)})` : ''}`,
    )
    .join('; ');
  const head = `${decision.verdict} at ${decision.percent}%: ${decision.reason}`;
  if (!decision.canary && !decision.stable) return head;
  return `${head} — canary ${arm(decision.canary)}; stable ${arm(decision.stable)}${tests ? ` — ${tests}` : ''}`;
}

export async function runRollout(options: RolloutOptions): Promise<RolloutState> {
  const { platform, remote } = options;
  const lock = await platform.lockRollout(remote);
  if ('heldBy' in lock) throw new Refusal(`a rollout judge already runs for ${remote} (${lock.heldBy})`);
  try {
    const existing = await platform.readRollout(remote);
    let state: RolloutState;
    if (existing?.status === 'running') {
      if (options.version && options.version !== existing.version) {
        throw new Refusal(
          `${remote} has a rollout of ${existing.version} running (step ${existing.step + 1}); resume it (rollout --resume ${remote}) or stop it (rollout-stop ${remote})`,
        );
      }
      state = existing;
      options.log?.(
        `${remote}: resuming the rollout of ${state.version} at step ${state.step + 1} (${state.steps[state.step]}%), started ${state.stepStartedAt}`,
      );
    } else {
      if (!options.version) throw new Refusal(`${remote} has no rollout running to resume`);
      state = await startRollout(options, options.version);
    }
    return await drive(options, state);
  } finally {
    await lock.release();
  }
}

async function startRollout(options: RolloutOptions, version: string): Promise<RolloutState> {
  const { platform, remote, clock = realClock } = options;
  const steps = validSteps(options.steps ?? DEFAULT_STEPS);
  const holdMs = options.holdMs ?? DEFAULT_HOLD_MS;
  if (!(holdMs > 0)) throw new Refusal('a rollout step holds for some time (--hold 10m)');
  const lookIntervalMs = options.lookIntervalMs ?? JUDGE.lookIntervalMs;
  if (!(lookIntervalMs > 0)) throw new Refusal('the judge looks again after some time');
  const record = remoteRecord(await platform.readManifest(), remote);
  if (!record.activeVersion) throw new Refusal(`${remote} has no live version to compare a canary with: switch one in first`);
  if (record.canary && record.canary.version !== version) {
    throw new Refusal(`${remote} already has a canary (${record.canary.version} at ${record.canary.percent}%): turn it off first (canary ${remote} off)`);
  }
  // The first share goes through the canary's own checks (published, not live, loads) before any state exists.
  if (steps[0]! < 100) {
    await setCanary({
      platformDir: platform,
      remote,
      canary: { version, percent: steps[0]! },
      by: options.by,
      edgeUrl: options.edgeUrl,
      shellDir: options.shellDir,
    });
  }
  const now = new Date(clock.now()).toISOString();
  const state: RolloutState = {
    remote,
    version,
    stableVersion: record.activeVersion,
    steps,
    holdMs,
    lookIntervalMs,
    ...(options.minimums ? { minimums: options.minimums } : {}),
    step: 0,
    stepStartedAt: now,
    status: 'running',
    by: options.by,
    startedAt: now,
    updatedAt: now,
    decisions: [],
  };
  await platform.writeRollout(state);
  await platform.appendAudit({
    by: options.by,
    action: 'rollout',
    remote,
    from: record.activeVersion,
    to: version,
    detail: `started: steps ${steps.join(',')}% holding ${formatDuration(holdMs)} each, looking every ${formatDuration(lookIntervalMs)}${minimumsNote(options.minimums)}`,
  });
  options.log?.(`${remote}: rolling out ${version} against ${record.activeVersion}, steps ${steps.join(' → ')}%, holding ${formatDuration(holdMs)} each`);
  return state;
}

const minimumsNote = (minimums?: Minimums) =>
  minimums ? ` (TEST minimum sample: ${minimums.pageViews} page views, ${minimums.vitalSamples} vital samples per arm)` : '';

/** Why the rollout cannot go on by itself: someone changed the canary or the live version meanwhile. */
function changedByHand(record: RemoteRecord, state: RolloutState): string | null {
  if (record.activeVersion !== state.stableVersion) return `the live version changed to ${record.activeVersion ?? 'none'} during the rollout`;
  if (record.canary?.version !== state.version)
    return `the canary was changed by hand (${record.canary ? `${record.canary.version}@${record.canary.percent}%` : 'off'})`;
  return null;
}

async function drive(options: RolloutOptions, state: RolloutState): Promise<RolloutState> {
  const { platform, telemetry, remote, clock = realClock, log = () => undefined } = options;
  const looks = rolloutLooks(state);
  const lookIntervalMs = state.lookIntervalMs ?? JUDGE.lookIntervalMs;
  const minimums = state.minimums ?? DEFAULT_MINIMUMS;
  const pollMs = options.pollMs ?? defaultPollMs(state.holdMs);
  const save = async (change: Partial<RolloutState>, decision?: RolloutDecision) => {
    state = { ...state, ...change, updatedAt: new Date(clock.now()).toISOString(), decisions: decision ? [...state.decisions, decision] : state.decisions };
    await platform.writeRollout(state);
    if (decision)
      await platform.appendAudit({ by: state.by, action: 'rollout', remote, from: state.stableVersion, to: state.version, detail: decisionDetail(decision) });
  };
  const decide = (verdict: RolloutDecision['verdict'], reason: string, extra: Partial<RolloutDecision> = {}): RolloutDecision => ({
    at: new Date(clock.now()).toISOString(),
    step: state.step,
    percent: state.steps[state.step] ?? 100,
    verdict,
    reason,
    ...extra,
  });

  while (state.status === 'running') {
    const percent = state.steps[state.step];
    if (percent === undefined || percent >= 100) {
      // Every share below 100 % passed: the version is switched in (which ends its canary).
      await switchVersion({ platformDir: platform, remote, version: state.version, by: state.by, edgeUrl: options.edgeUrl, shellDir: options.shellDir });
      await save({ status: 'promoted' }, decide('promoted', `passed ${judgedSteps(state.steps)} judged step(s); ${state.version} switched in`));
      log(`${remote}: ${state.version} promoted (switched in)`);
      break;
    }
    const atStart = remoteRecord(await platform.readManifest(), remote);
    // A step written but not yet applied (a restart between the two) is applied now.
    if (atStart.canary?.version === state.version && atStart.canary.percent !== percent) {
      await setCanary({
        platformDir: platform,
        remote,
        canary: { version: state.version, percent },
        by: state.by,
        edgeUrl: options.edgeUrl,
        shellDir: options.shellDir,
      });
    }
    const started = Date.parse(state.stepStartedAt);
    const holdEnd = started + state.holdMs;
    let waitingSaid = false;
    for (;;) {
      if (options.signal?.aborted) return state;
      const handChange = changedByHand(remoteRecord(await platform.readManifest(), remote), state);
      if (handChange) {
        await save({ status: 'stopped' }, decide('stopped', `${handChange}; the judge stopped`));
        log(`${remote}: ${handChange}; the judge stopped`);
        return state;
      }
      const now = clock.now();
      const window = { since: new Date(started), until: new Date(now) };
      const versions = await telemetry.versions(remote, window.since, window.until);
      const canary = versions.get(state.version) ?? emptyArm(state.version);
      const stable = versions.get(state.stableVersion) ?? emptyArm(state.stableVersion);
      // A look is due at the first poll with both arms at their minimum sample, then an interval
      // after the last look, and at the hold's end; between looks only the hard limit is checked.
      const lookedAt = state.stepLookedAt ? Date.parse(state.stepLookedAt) : null;
      const nextLook = lookedAt === null ? now : Math.min(holdEnd, lookedAt + lookIntervalMs);
      const judgement = judge(canary, stable, looks, minimums);
      const hardLimit = hardLimitCheck(canary, stable).verdict === 'abort';
      if (judgement.verdict === 'wait' && now >= holdEnd && !waitingSaid) {
        log(`${remote}: step ${state.step + 1} (${percent}%) held; ${judgement.reason}: waiting`);
        waitingSaid = true;
      }
      if (judgement.verdict !== 'wait' && (hardLimit || now >= nextLook)) {
        const decision = decide(judgement.verdict, judgement.reason, {
          window: { since: window.since.toISOString(), until: window.until.toISOString() },
          canary: figures(canary),
          stable: figures(stable),
          checks: judgement.checks,
        });
        if (judgement.verdict === 'abort') {
          // The canary off first: the stable version served to everyone before anything is written.
          await setCanary({ platformDir: platform, remote, canary: null, by: state.by, edgeUrl: options.edgeUrl, shellDir: options.shellDir });
          await save({ status: 'aborted' }, decision);
          log(`${remote}: ABORTED at ${percent}% — ${judgement.reason}; the canary is off, ${state.stableVersion} served`);
          break;
        }
        if (now >= holdEnd) {
          await save({ step: state.step + 1, stepStartedAt: new Date(now).toISOString(), stepLookedAt: undefined }, decision);
          log(`${remote}: step ${decision.step + 1} (${percent}%) passed — ${judgement.reason}`);
          break;
        }
        // A look before the hold's end that found nothing: the step holds on, the next look an interval later.
        await save({ stepLookedAt: new Date(now).toISOString() });
        log(
          `${remote}: step ${state.step + 1} (${percent}%) looked at ${canary.pageViews} canary and ${stable.pageViews} stable page views: nothing worse; holding`,
        );
      }
      const due = state.stepLookedAt ? Math.min(holdEnd, Date.parse(state.stepLookedAt) + lookIntervalMs) : holdEnd;
      await sleepUnless(clock, now < due ? Math.min(pollMs, due - now) : pollMs, options.signal);
    }
  }
  return state;
}

/** Ends a running rollout by hand: the canary off, the state stopped, audited. */
export async function stopRollout(options: Pick<RolloutOptions, 'platform' | 'remote' | 'by' | 'edgeUrl' | 'shellDir' | 'clock'>): Promise<RolloutState> {
  const { platform, remote, clock = realClock } = options;
  const lock = await platform.lockRollout(remote);
  if ('heldBy' in lock) throw new Refusal(`a rollout judge runs for ${remote} (${lock.heldBy}): stop that process first (Ctrl-C), then rollout-stop`);
  try {
    const state = await platform.readRollout(remote);
    if (state?.status !== 'running') throw new Refusal(`${remote} has no rollout running`);
    const record = remoteRecord(await platform.readManifest(), remote);
    if (record.canary?.version === state.version) {
      await setCanary({ platformDir: platform, remote, canary: null, by: options.by, edgeUrl: options.edgeUrl, shellDir: options.shellDir });
    }
    const at = new Date(clock.now()).toISOString();
    const decision: RolloutDecision = { at, step: state.step, percent: state.steps[state.step] ?? 100, verdict: 'stopped', reason: `stopped by ${options.by}` };
    const stopped: RolloutState = { ...state, status: 'stopped', updatedAt: at, decisions: [...state.decisions, decision] };
    await platform.writeRollout(stopped);
    await platform.appendAudit({ by: options.by, action: 'rollout', remote, from: state.stableVersion, to: state.version, detail: decisionDetail(decision) });
    return stopped;
  } finally {
    await lock.release();
  }
}

/** `ops rollout-status`: the state, each decision. */
export function describeRollout(state: RolloutState | null, remote: string): string {
  if (!state) return `${remote} has had no rollout`;
  const percent = state.steps[state.step];
  const lines = [
    `${state.remote}: rollout of ${state.version} against ${state.stableVersion} — ${state.status}`,
    `  steps ${state.steps.map((share, index) => (index === state.step && state.status === 'running' ? `[${share}%]` : `${share}%`)).join(' → ')}, hold ${formatDuration(state.holdMs)} each, by ${state.by}, started ${state.startedAt}`,
  ];
  if (state.status === 'running' && percent !== undefined) {
    lines.push(
      `  step ${state.step + 1} at ${percent}% since ${state.stepStartedAt}; judged at its minimum sample, every ${formatDuration(state.lookIntervalMs ?? JUDGE.lookIntervalMs)} after, and at ${new Date(Date.parse(state.stepStartedAt) + state.holdMs).toISOString()}${state.stepLookedAt ? ` (last look ${state.stepLookedAt})` : ''}`,
    );
  }
  for (const decision of state.decisions) lines.push(`  ${decision.at}  ${decisionDetail(decision)}`);
  return lines.join('\n');
}
