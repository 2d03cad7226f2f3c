import { BUCKET_BOUNDS, bucketCount, type Vital } from '../../../api/src/modules/telemetry/histogram';
import {
  alphaPerTest,
  countAbove,
  emptyArm,
  erfc,
  hardLimitCheck,
  judge,
  JUDGE,
  looksPerStep,
  shareAboveTest,
  twoProportionTest,
  upperTail,
  type ArmStats,
} from './judge';
import { seededRandom } from '../../../api/src/seeded-random';

/** Binomial(n, p) by inversion (fine for the small n·p used here). */
function binomial(random: () => number, n: number, p: number): number {
  const q = 1 - p;
  const s = p / q;
  const a = (n + 1) * s;
  let r = q ** n;
  let u = random();
  let x = 0;
  while (u > r && x < n) {
    u -= r;
    x += 1;
    r *= a / x - s;
  }
  return x;
}

/** A log-normal field metric's bucket probabilities (median, spread σ of its log): P(value ≤ bound) per bound. */
function lognormalCdf(vital: Vital, median: number, sigma: number): number[] {
  return BUCKET_BOUNDS[vital].map((bound) => 1 - upperTail((Math.log(bound) - Math.log(median)) / sigma));
}
const cdfCache = new Map<string, number[]>();

/** A standard normal draw (Box–Muller). */
const gaussian = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/**
 * A large sample's bucket counts as a multinomial: each bucket's count a binomial of what is left,
 * by its normal approximation where n·p·(1−p) > 50 (the stable arm of a 1 % step reaches 25,000
 * page views; drawing each sample would take minutes), else exactly.
 */
function largeHistogram(random: () => number, cdf: number[], buckets: number, n: number): number[] {
  const counts = new Array<number>(buckets).fill(0);
  let left = n;
  let below = 0;
  for (let index = 0; index < buckets && left > 0; index++) {
    const probability = index < cdf.length ? cdf[index]! - below : 1 - below;
    const conditional = Math.min(1, Math.max(0, probability / (1 - below)));
    const variance = left * conditional * (1 - conditional);
    const count =
      conditional >= 1 ? left : variance > 50 ? Math.round(left * conditional + Math.sqrt(variance) * gaussian(random)) : binomial(random, left, conditional);
    counts[index] = Math.min(left, Math.max(0, count));
    left -= counts[index]!;
    below = index < cdf.length ? cdf[index]! : 1;
  }
  return counts;
}

/** n samples of that metric as fixed-bucket counts: each sample's bucket drawn from the CDF (binary search). */
function histogram(random: () => number, vital: Vital, n: number, median: number, sigma: number): number[] {
  const key = `${vital} ${median} ${sigma}`;
  let cdf = cdfCache.get(key);
  if (!cdf) cdfCache.set(key, (cdf = lognormalCdf(vital, median, sigma)));
  if (n > 5000) return largeHistogram(random, cdf, bucketCount(vital), n);
  const counts = new Array<number>(bucketCount(vital)).fill(0);
  for (let index = 0; index < n; index++) {
    const u = random();
    let low = 0;
    let high = cdf.length; // the open bucket when u is above every bound's probability
    while (low < high) {
      const middle = (low + high) >> 1;
      if (u <= cdf[middle]!) high = middle;
      else low = middle + 1;
    }
    counts[low]! += 1;
  }
  return counts;
}

interface Field {
  errorRate: number;
  failureRate: number;
  inpMedian: number;
  lcpMedian: number;
}
const HEALTHY: Field = { errorRate: 0.02, failureRate: 0.002, inpMedian: 120, lcpMedian: 1800 };

function arm(random: () => number, version: string, pageViews: number, field: Field): ArmStats {
  return {
    version,
    pageViews,
    errors: binomial(random, pageViews, field.errorRate),
    failures: { entry: binomial(random, pageViews, field.failureRate) },
    vitals: {
      INP: histogram(random, 'INP', Math.round(pageViews * 0.6), field.inpMedian, 0.6),
      LCP: histogram(random, 'LCP', Math.round(pageViews * 0.9), field.lcpMedian, 0.45),
    },
  };
}

describe('the statistics, against hand-computed and table values', () => {
  it('gives the normal tail of the tables', () => {
    expect(upperTail(0)).toBeCloseTo(0.5, 7);
    expect(upperTail(1.644854)).toBeCloseTo(0.05, 6);
    expect(upperTail(1.959964)).toBeCloseTo(0.025, 6);
    expect(upperTail(2.326348)).toBeCloseTo(0.01, 6);
    expect(upperTail(3)).toBeCloseTo(0.0013499, 6);
    expect(upperTail(-1.959964)).toBeCloseTo(0.975, 6);
    expect(erfc(1)).toBeCloseTo(0.1572992, 6);
  });

  it('runs the one-sided two-proportion z-test with the pooled proportion', () => {
    // 30/200 against 20/200: pooled 0.125, se √(0.125·0.875·(1/200+1/200)) = 0.0330719; the difference
    // 0.05 less the continuity correction ½(1/200+1/200) = 0.005: z = 0.045/se = 1.36068, p = 1 − Φ(1.3607) ≈ 0.0868.
    const result = twoProportionTest(30, 200, 20, 200);
    expect(result.z).toBeCloseTo(1.36068, 4);
    expect(result.pValue).toBeCloseTo(0.0868, 3);
    // The other direction is no evidence of harm: z = −0.05/se = −1.51186, p = Φ(1.51186) = 0.93471.
    expect(twoProportionTest(20, 200, 30, 200).pValue).toBeCloseTo(0.93471, 4);
    // Nothing to compare: no evidence.
    expect(twoProportionTest(0, 100, 0, 100)).toEqual({ z: 0, pValue: 0.5 });
  });

  it('counts the samples above a threshold from buckets, evenly spread inside the one it falls in', () => {
    const bounds = [100, 200, 300];
    expect(countAbove(bounds, [10, 10, 10, 10], 150)).toBeCloseTo(25); // half of 100…200, then 10 + the open 10
    expect(countAbove(bounds, [10, 10, 10, 10], 50)).toBeCloseTo(35);
    expect(countAbove(bounds, [10, 10, 10, 10], 200)).toBeCloseTo(20);
    expect(countAbove(bounds, [10, 10, 10, 10], 300)).toBeNull(); // the open bucket cannot be placed
  });

  it('tests the share above the stable p75 against 25 % with both arms’ variance', () => {
    // 40 of 100 above, 100 stable samples: se √(0.1875·(1/100+1/100)) = 0.0612372; 0.15 less ½/100:
    // z = 0.145/se = 2.36784, p = 1 − Φ(2.3678) ≈ 0.00895.
    const result = shareAboveTest(40, 100, 100);
    expect(result.share).toBeCloseTo(0.4);
    expect(result.z).toBeCloseTo(2.36784, 4);
    expect(result.pValue).toBeCloseTo(0.00895, 4);
    expect(shareAboveTest(25, 100, 100).pValue).toBeCloseTo(0.5);
  });

  it('divides the family alpha over metrics × looks (Bonferroni)', () => {
    expect(alphaPerTest(4)).toBeCloseTo(0.005 / 12);
    expect(alphaPerTest(1)).toBeCloseTo(0.005 / 3);
  });
});

describe('the judge', () => {
  /** Every look of a default rollout: 4 judged steps × 4 looks a step (Bonferroni's divisor with the 3 metrics). */
  const LOOKS = 4 * looksPerStep(10 * 60_000);
  const random = seededRandom(30);

  it('passes a canary identical to stable', () => {
    const stable = arm(random, '1.0.0', 3000, HEALTHY);
    const judgement = judge({ ...stable, version: '1.1.0' }, stable, LOOKS);
    expect(judgement.verdict).toBe('pass');
    expect(judgement.checks.map((check) => check.verdict)).toEqual(['pass', 'pass', 'pass', 'pass']);
  });

  it('aborts a canary with clearly more errors', () => {
    const judgement = judge(arm(random, '1.1.0', 1000, { ...HEALTHY, errorRate: 0.06 }), arm(random, '1.0.0', 3000, HEALTHY), LOOKS);
    expect(judgement.verdict).toBe('abort');
    expect(judgement.reason).toMatch(/error rate/);
  });

  it('aborts a canary with a clearly slower INP, and one with a slower LCP', () => {
    const stable = arm(random, '1.0.0', 3000, HEALTHY);
    const slowInp = judge(arm(random, '1.1.0', 1000, { ...HEALTHY, inpMedian: 200 }), stable, LOOKS);
    expect(slowInp.verdict).toBe('abort');
    expect(slowInp.checks.find((check) => check.metric === 'p75 INP')?.verdict).toBe('abort');
    const slowLcp = judge(arm(random, '1.1.0', 1000, { ...HEALTHY, lcpMedian: 2600 }), stable, LOOKS);
    expect(slowLcp.checks.find((check) => check.metric === 'p75 LCP')?.verdict).toBe('abort');
  });

  it('aborts on load failures above the hard limit before any minimum sample', () => {
    const canary = { ...emptyArm('1.1.0'), pageViews: 40, failures: { entry: 6, expose: 1 } };
    const judgement = judge(canary, emptyArm('1.0.0'), LOOKS);
    expect(judgement.verdict).toBe('abort');
    expect(judgement.reason).toMatch(/hard limit: .*7 load failure\(s\) in 40 page views \(entry 6, expose 1\)/);
    // Below the count, or below the share, it does not.
    expect(hardLimitCheck({ ...canary, failures: { entry: JUDGE.hardFailureMinCount - 1 } }, emptyArm('1.0.0')).verdict).toBe('pass');
    expect(hardLimitCheck({ ...canary, pageViews: 1000, failures: { entry: 19 } }, emptyArm('1.0.0')).verdict).toBe('pass');
  });

  it('waits while either arm lacks its minimum page views, and leaves out a vital with too few samples', () => {
    const waiting = judge(arm(random, '1.1.0', JUDGE.minPageViews - 1, HEALTHY), arm(random, '1.0.0', 3000, HEALTHY), LOOKS);
    expect(waiting.verdict).toBe('wait');
    const noInp = arm(random, '1.1.0', 400, HEALTHY);
    noInp.vitals.INP = new Array<number>(bucketCount('INP')).fill(0);
    const judgement = judge(noInp, arm(random, '1.0.0', 3000, HEALTHY), LOOKS);
    expect(judgement.checks.find((check) => check.metric === 'p75 INP')?.verdict).toBe('skip');
    expect(BUCKET_BOUNDS.INP.length + 1).toBe(noInp.vitals.INP.length);
  });

  /** The data of one arm grown by `pageViews` more page views of the same field (the aggregate adds up). */
  function grow(random: () => number, into: ArmStats, pageViews: number, field: Field): ArmStats {
    const more = arm(random, into.version, pageViews, field);
    const add = (a: number[] | undefined, b: number[] | undefined) => (b ?? []).map((count, index) => count + (a?.[index] ?? 0));
    return {
      version: into.version,
      pageViews: into.pageViews + more.pageViews,
      errors: into.errors + more.errors,
      failures: { entry: (into.failures.entry ?? 0) + (more.failures.entry ?? 0) },
      vitals: { INP: add(into.vitals.INP, more.vitals.INP), LCP: add(into.vitals.LCP, more.vitals.LCP) },
    };
  }

  /**
   * The moments a step is looked at, in minutes from its start, as the rollout takes them: when
   * both arms have their minimum (stable 200 page views a minute, the canary its share of that),
   * every look interval after, and at the hold's end (10 min); a step whose canary reaches its
   * minimum after the hold is looked at once, then.
   */
  function lookMinutes(percent: number, stablePerMinute: number, holdMinutes: number): number[] {
    const canaryPerMinute = (stablePerMinute * percent) / (100 - percent);
    const first = JUDGE.minPageViews / Math.min(stablePerMinute, canaryPerMinute);
    if (first >= holdMinutes) return [first];
    const interval = JUDGE.lookIntervalMs / 60_000;
    const looks: number[] = [];
    for (let at = first; at < holdMinutes; at += interval) looks.push(at);
    return [...looks, holdMinutes];
  }

  it('takes the looks of a step at its minimum sample, every interval after, and at the hold’s end', () => {
    expect(lookMinutes(50, 200, 10)).toEqual([1.25, 5.25, 9.25, 10]);
    // At 1 % the canary's 250 page views take 250 / (200 · 1/99) = 123.75 minutes: one look, the hold extended.
    expect(lookMinutes(1, 200, 10)).toEqual([expect.closeTo(123.75, 6)]);
    expect(looksPerStep(10 * 60_000)).toBe(4);
    for (const percent of [1, 5, 25, 50]) expect(lookMinutes(percent, 200, 10).length).toBeLessThanOrEqual(looksPerStep(10 * 60_000));
  });

  it('aborts at most 1 % of simulated A/A rollouts, looked at several times a step (identical random draws, fixed seed)', () => {
    const aa = seededRandom(20261201);
    const runs = 2000;
    const steps = [1, 5, 25, 50]; // the judged steps of 1,5,25,50,100 (100 is the switch)
    const stablePerMinute = 200;
    const holdMinutes = 10;
    const looks = steps.length * looksPerStep(holdMinutes * 60_000);
    let aborted = 0;
    let looked = 0;
    const byMetric: Record<string, number> = {};
    run: for (let run = 0; run < runs; run++) {
      for (const percent of steps) {
        const canaryPerMinute = (stablePerMinute * percent) / (100 - percent);
        let canary = emptyArm('1.1.0');
        let stable = emptyArm('1.0.0');
        let minutes = 0;
        for (const at of lookMinutes(percent, stablePerMinute, holdMinutes)) {
          // The page views between the last look and this one, drawn afresh and added to the step's window.
          canary = grow(aa, canary, Math.round(canaryPerMinute * at) - Math.round(canaryPerMinute * minutes), HEALTHY);
          stable = grow(aa, stable, Math.round(stablePerMinute * at) - Math.round(stablePerMinute * minutes), HEALTHY);
          minutes = at;
          const judgement = judge(canary, stable, looks);
          if (judgement.verdict === 'wait') throw new Error(`looked at ${at} min before the minimum sample`);
          looked += 1;
          if (judgement.verdict === 'abort') {
            aborted += 1;
            for (const check of judgement.checks) if (check.verdict === 'abort') byMetric[check.metric] = (byMetric[check.metric] ?? 0) + 1;
            continue run;
          }
        }
      }
    }
    const rate = aborted / runs;
    console.info(
      `A/A: ${aborted} of ${runs} rollouts aborted (${(rate * 100).toFixed(2)} %) over ${looked} looks, each test at ${alphaPerTest(looks).toPrecision(2)}; by metric ${JSON.stringify(byMetric)}`,
    );
    expect(rate).toBeLessThanOrEqual(0.01);
  });
});
