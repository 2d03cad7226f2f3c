/**
 * Fixed histograms (issue 30): each metric has fixed bucket upper bounds, the same for every
 * minute, route, remote and version, so buckets add up across rows and p75/p95 come from the
 * aggregate, never from raw events (none are kept).
 */
export const VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type Vital = (typeof VITALS)[number];

/**
 * Upper bounds (inclusive) of each bucket; a last open bucket holds what is above the last bound.
 * Milliseconds for LCP, INP, TTFB; unitless for CLS. Dense around the Web Vitals thresholds
 * (LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25, TTFB 800 / 1800 ms).
 */
export const BUCKET_BOUNDS: Record<Vital, readonly number[]> = {
  LCP: [250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000, 20000],
  INP: [25, 50, 75, 100, 125, 150, 175, 200, 250, 300, 350, 400, 500, 600, 800, 1000, 1500, 2000, 5000],
  CLS: [0.01, 0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10],
  TTFB: [50, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2500, 3000, 4000, 6000, 10000, 20000],
};

/** Buckets per histogram: one per bound and the open one above. */
export const bucketCount = (vital: Vital): number => BUCKET_BOUNDS[vital].length + 1;

/** The bucket a value falls in: the first whose upper bound is at least the value. */
export function bucketOf(vital: Vital, value: number): number {
  const bounds = BUCKET_BOUNDS[vital];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/**
 * The p-th quantile (0 < p ≤ 1) from bucket counts: the bucket where the cumulative count reaches
 * p × total, interpolated linearly inside it (its lower bound is the previous bound, 0 for the
 * first). In the open bucket the last bound is answered: the true value is only known to be above.
 * Null when the histogram is empty.
 */
export function percentileFromBuckets(bounds: readonly number[], counts: readonly number[], p: number): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = p * total;
  let before = 0;
  for (let index = 0; index < counts.length; index++) {
    const count = counts[index]!;
    if (count > 0 && before + count >= rank) {
      if (index >= bounds.length) return bounds[bounds.length - 1]!;
      const lower = index === 0 ? 0 : bounds[index - 1]!;
      const upper = bounds[index]!;
      return lower + ((rank - before) / count) * (upper - lower);
    }
    before += count;
  }
  return bounds[bounds.length - 1]!;
}
