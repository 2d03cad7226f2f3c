/**
 * The rollout's judge (issue 30 item 4): pure functions comparing a canary's field telemetry
 * with the stable version's over the same window. Everything it decides on is named here (JUDGE)
 * and in docs/operations.md; the statistics are described in docs/telemetry.md.
 *
 * - Load failures: a hard limit, no statistics — the canary's failures per page view above
 *   `hardFailureShare` once it has at least `hardFailureMinCount` failures abort at once, at any
 *   moment of a step (the rollout checks it at every poll, before any minimum sample).
 * - Error rate (errors per page view, a page view counted at most once): a one-sided
 *   two-proportion z-test (pooled, with Yates' continuity correction), H1: the canary's rate is
 *   above the stable's.
 * - p75 INP and p75 LCP: the share of the canary's samples above the stable's p75, counted from
 *   the fixed histograms' buckets (linear inside the bucket the p75 falls in, as
 *   percentileFromBuckets), against 25 % — the same-distribution share — with a one-sided test
 *   whose variance counts both arms (the stable's p75 is itself estimated): Mood's quantile test,
 *   the Mann–Whitney-like comparison Kayenta makes, computable from buckets.
 * - False alarms: Bonferroni over metrics × looks. A rollout looks at each judged step as soon as
 *   both arms have their minimum sample, then every `lookIntervalMs` (4 min) and once more when the
 *   step's hold is over — at most `looksPerStep(hold)` looks a step (4 with the default 10 min) —
 *   so each test runs at familyAlpha / (3 × judged steps × looks per step), and the chance that an
 *   identical canary is aborted by a test over the whole rollout is at most familyAlpha (0.5 %).
 */
import type { RolloutCheck, RolloutMinimums } from '@atlas/contracts/rollouts';
import { BUCKET_BOUNDS, percentileFromBuckets, type Vital } from '../../../api/src/modules/telemetry/histogram';

/** The telemetry of one version of a remote over a window, summed from the aggregate. */
export interface ArmStats {
  version: string;
  pageViews: number;
  errors: number;
  /** Load failures per phase (manifest, entry, expose, shared). */
  failures: Record<string, number>;
  /** Each vital's bucket counts (BUCKET_BOUNDS), summed over the window. */
  vitals: Partial<Record<Vital, number[]>>;
}

export const emptyArm = (version: string): ArmStats => ({ version, pageViews: 0, errors: 0, failures: {}, vitals: {} });

export const JUDGE = {
  /**
   * The chance of a false abort by the statistical tests over a whole rollout: 0.5 % (99.5 %
   * confidence), half the 1 % target, leaving room for the hard limit and for the normal
   * approximation at small samples (the tests are nearly independent, so Bonferroni's bound is
   * almost reached: a family alpha of 1 % aborted 1.1 % of A/A rollouts).
   */
  familyAlpha: 0.005,
  /** The metrics judged by a test; Bonferroni divides familyAlpha by their number × the looks. */
  metrics: ['error rate', 'INP', 'LCP'] as const,
  /** Page views each arm needs before the tests judge (the hard limit needs none). */
  minPageViews: 250,
  /** Samples of a vital each arm needs for that vital to be judged; fewer: it is left out (said so). */
  minVitalSamples: 150,
  /**
   * After the first look (both arms at their minimum sample) the judge looks again this often,
   * and once more at the hold's end: the minimum sample is seen at a poll (≤ 30 s), so a faulty
   * canary is judged at most 4.5 minutes after reaching it, whatever the hold.
   */
  lookIntervalMs: 4 * 60_000,
  /** Hard limit: the canary's load failures per page view above 2 %… */
  hardFailureShare: 0.02,
  /** …once it has at least 5 of them (one or two failures of a canary's first page views abort nothing). */
  hardFailureMinCount: 5,
  /** The share of an identical canary's samples above the stable's p75. */
  shareAboveP75: 0.25,
} as const;

type Verdict = 'abort' | 'pass' | 'wait';

/** One test of the judge (the shape the rollout state and the operations page keep). */
export type Check = RolloutCheck;

export interface Judgement {
  verdict: Verdict;
  reason: string;
  checks: Check[];
}

/** erfc(x), Numerical Recipes' Chebyshev fit (fractional error below 1.2e-7 everywhere). */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** P(Z > z) for a standard normal Z: the one-sided p-value of a z statistic. */
export const upperTail = (z: number): number => 0.5 * erfc(z / Math.SQRT2);

export interface TestResult {
  z: number;
  pValue: number;
}

/**
 * One-sided two-proportion z-test with the pooled proportion and Yates' continuity correction:
 * H0 p₁ ≤ p₂, H1 p₁ > p₂, z = (p̂₁ − p̂₂ − ½(1/n₁ + 1/n₂)) / √(p̄(1−p̄)(1/n₁ + 1/n₂)).
 * (x₁ of n₁ against x₂ of n₂.) No evidence either way (empty arm, pooled 0 or 1): z 0, p 0.5.
 */
export function twoProportionTest(x1: number, n1: number, x2: number, n2: number): TestResult {
  if (n1 <= 0 || n2 <= 0) return { z: 0, pValue: 0.5 };
  const pooled = (x1 + x2) / (n1 + n2);
  const variance = pooled * (1 - pooled) * (1 / n1 + 1 / n2);
  if (variance <= 0) return { z: 0, pValue: 0.5 };
  // Yates' continuity correction: the normal tail alone is too thin for the few errors of a small
  // arm at the small levels Bonferroni asks for (the A/A simulation aborted 1.2 % without it).
  const difference = x1 / n1 - x2 / n2;
  const corrected = Math.max(0, difference - 0.5 * (1 / n1 + 1 / n2));
  const z = (difference > 0 ? corrected : difference) / Math.sqrt(variance);
  return { z, pValue: upperTail(z) };
}

/**
 * How many of a histogram's samples lie above `threshold`: whole buckets above it, and the part of
 * the bucket it falls in above it, the samples taken as spread evenly inside (the assumption
 * percentileFromBuckets makes). Null when the threshold is at or past the last bound (the open
 * bucket's samples cannot be placed against it).
 */
export function countAbove(bounds: readonly number[], counts: readonly number[], threshold: number): number | null {
  if (threshold >= bounds[bounds.length - 1]!) return null;
  let above = 0;
  for (let index = 0; index < counts.length; index++) {
    const count = counts[index] ?? 0;
    if (count === 0) continue;
    const lower = index === 0 ? 0 : bounds[index - 1]!;
    const upper = index < bounds.length ? bounds[index]! : Number.POSITIVE_INFINITY;
    if (threshold <= lower) above += count;
    else if (threshold < upper) above += (count * (upper - threshold)) / (upper - lower);
  }
  return above;
}

/**
 * The canary's share of samples above the stable's p75, against q = 25 %:
 * z = (s − q − ½/n_c) / √(q(1−q)(1/n_c + 1/n_s)).
 * The second term is the stable's p75's own sampling error (its empirical quantile's level varies
 * as q(1−q)/n_s): leaving it out would abort identical canaries far more often than alpha.
 */
export function shareAboveTest(above: number, canaryCount: number, stableCount: number, q: number = JUDGE.shareAboveP75): TestResult & { share: number } {
  const share = canaryCount > 0 ? above / canaryCount : 0;
  if (canaryCount <= 0 || stableCount <= 0) return { share, z: 0, pValue: 0.5 };
  // With the continuity correction of the canary's count (half a sample), as the error rate's.
  const excess = share - q;
  const z = (excess > 0 ? Math.max(0, excess - 0.5 / canaryCount) : excess) / Math.sqrt(q * (1 - q) * (1 / canaryCount + 1 / stableCount));
  return { share, z, pValue: upperTail(z) };
}

const total = (counts: readonly number[] | undefined) => (counts ?? []).reduce((sum, count) => sum + count, 0);
export const failuresOf = (arm: ArmStats): number => Object.values(arm.failures).reduce((sum, count) => sum + count, 0);
export const p75Of = (arm: ArmStats, vital: Vital): number | null =>
  arm.vitals[vital] ? percentileFromBuckets(BUCKET_BOUNDS[vital], arm.vitals[vital], 0.75) : null;
/** Errors per page view, a page view counted at most once (a proportion). */
export const errorRate = (arm: ArmStats): number | null => (arm.pageViews > 0 ? Math.min(arm.errors, arm.pageViews) / arm.pageViews : null);

/** The hard limit on load failures: abort whatever the sample, no test. */
export function hardLimitCheck(canary: ArmStats, stable: ArmStats): Check {
  const failures = failuresOf(canary);
  const share = canary.pageViews > 0 ? failures / canary.pageViews : failures > 0 ? Number.POSITIVE_INFINITY : 0;
  const stableShare = stable.pageViews > 0 ? failuresOf(stable) / stable.pageViews : null;
  const phases = Object.entries(canary.failures)
    .filter(([, count]) => count > 0)
    .map(([phase, count]) => `${phase} ${count}`)
    .join(', ');
  const over = failures >= JUDGE.hardFailureMinCount && share > JUDGE.hardFailureShare;
  return {
    metric: 'load failures',
    verdict: over ? 'abort' : 'pass',
    canary: Number.isFinite(share) ? share : null,
    stable: stableShare,
    note:
      `${failures} load failure(s) in ${canary.pageViews} page views${phases ? ` (${phases})` : ''}; ` +
      `hard limit: above ${JUDGE.hardFailureShare * 100} % with at least ${JUDGE.hardFailureMinCount}`,
  };
}

/** The level each test is held to: familyAlpha over metrics × looks (Bonferroni). */
export const alphaPerTest = (looks: number): number => JUDGE.familyAlpha / (JUDGE.metrics.length * Math.max(1, looks));

/**
 * The most looks a step can take: the first at its minimum sample, one per interval after it while
 * the hold runs (never closer than the interval), and the last at the hold's end — 1 + ⌈hold / interval⌉.
 */
export const looksPerStep = (holdMs: number, intervalMs: number = JUDGE.lookIntervalMs): number => 1 + Math.ceil(holdMs / intervalMs);

/** The minimum sample per arm: page views before any test, and a vital's samples for it to be judged. */
export type Minimums = RolloutMinimums;
export const DEFAULT_MINIMUMS: Minimums = { pageViews: JUDGE.minPageViews, vitalSamples: JUDGE.minVitalSamples };

/**
 * Canary against stable on the same window. `looks`: how many times a rollout may judge (its judged
 * steps × looksPerStep), for Bonferroni. Abort on the hard limit at once; wait while either arm lacks its minimum
 * page views; else abort when any test rejects at its level, pass otherwise.
 */
export function judge(canary: ArmStats, stable: ArmStats, looks: number, minimums: Minimums = DEFAULT_MINIMUMS): Judgement {
  const hard = hardLimitCheck(canary, stable);
  if (hard.verdict === 'abort') return { verdict: 'abort', reason: `load failures above the hard limit: ${hard.note}`, checks: [hard] };
  const alpha = alphaPerTest(looks);
  const checks: Check[] = [hard];
  if (canary.pageViews < minimums.pageViews || stable.pageViews < minimums.pageViews) {
    return {
      verdict: 'wait',
      reason: `too few page views to judge (canary ${canary.pageViews}, stable ${stable.pageViews}; ${minimums.pageViews} each needed)`,
      checks,
    };
  }
  const errors = twoProportionTest(Math.min(canary.errors, canary.pageViews), canary.pageViews, Math.min(stable.errors, stable.pageViews), stable.pageViews);
  checks.push({
    metric: 'error rate',
    verdict: errors.pValue < alpha ? 'abort' : 'pass',
    canary: errorRate(canary),
    stable: errorRate(stable),
    z: errors.z,
    pValue: errors.pValue,
    alpha,
    note: 'errors per page view, one-sided two-proportion z-test',
  });
  for (const vital of ['INP', 'LCP'] as const) {
    const canaryCount = total(canary.vitals[vital]);
    const stableCount = total(stable.vitals[vital]);
    const stableP75 = p75Of(stable, vital);
    const base = { metric: `p75 ${vital}`, canary: p75Of(canary, vital), stable: stableP75 };
    if (canaryCount < minimums.vitalSamples || stableCount < minimums.vitalSamples || stableP75 === null) {
      checks.push({
        ...base,
        verdict: 'skip',
        note: `not judged: ${canaryCount} canary and ${stableCount} stable samples (${minimums.vitalSamples} each needed)`,
      });
      continue;
    }
    const above = countAbove(BUCKET_BOUNDS[vital], canary.vitals[vital]!, stableP75);
    if (above === null) {
      checks.push({ ...base, verdict: 'skip', note: `not judged: the stable's p75 is beyond the histogram's last bound` });
      continue;
    }
    const test = shareAboveTest(above, canaryCount, stableCount);
    checks.push({
      ...base,
      verdict: test.pValue < alpha ? 'abort' : 'pass',
      z: test.z,
      pValue: test.pValue,
      alpha,
      note: `${(test.share * 100).toFixed(1)} % of the canary's ${canaryCount} samples above the stable's p75 (25 % if alike)`,
    });
  }
  const failed = checks.filter((check) => check.verdict === 'abort');
  if (failed.length) {
    return { verdict: 'abort', reason: `worse than stable: ${failed.map((check) => check.metric).join(', ')} (p < ${alpha.toPrecision(2)})`, checks };
  }
  return { verdict: 'pass', reason: `no metric worse than stable at p < ${alpha.toPrecision(2)}`, checks };
}
