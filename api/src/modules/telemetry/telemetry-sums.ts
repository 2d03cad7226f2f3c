import { BUCKET_BOUNDS, percentileFromBuckets, VITALS, type Vital } from './histogram';

/**
 * A version's rows of telemetry_histograms summed (over a window, or one minute): page views,
 * errors, load failures per phase, and each vital's buckets added element-wise (the buckets are
 * fixed, so they add up; percentiles come from the sums). Shared by the operations page (the API)
 * and `ops health` / the rollout's judge (ops/src/health/telemetry-reader.ts), so both read one way.
 */
export interface TelemetrySums {
  pageViews: number;
  errors: number;
  /** Load failures per phase (manifest, entry, expose, shared). */
  failures: Record<string, number>;
  /** Each vital's bucket counts (BUCKET_BOUNDS), summed. */
  vitals: Partial<Record<Vital, number[]>>;
}

export const emptySums = (): TelemetrySums => ({ pageViews: 0, errors: 0, failures: {}, vitals: {} });

/** Adds one row of the aggregate (its metric, count and buckets) into `sums`. */
export function addTelemetryRow(sums: TelemetrySums, metric: string, count: number, buckets: readonly (number | string)[] | null): void {
  if (metric === 'page_view') sums.pageViews += count;
  else if (metric === 'error') sums.errors += count;
  else if (metric.startsWith('failure:')) {
    const phase = metric.slice('failure:'.length);
    sums.failures[phase] = (sums.failures[phase] ?? 0) + count;
  } else if ((VITALS as readonly string[]).includes(metric) && buckets) {
    const added = (sums.vitals[metric as Vital] ??= []);
    buckets.forEach((value, index) => (added[index] = (added[index] ?? 0) + Number(value)));
  }
}

export const failuresOf = (sums: TelemetrySums): number => Object.values(sums.failures).reduce((total, count) => total + count, 0);

/** The vital's p75 from the summed buckets; null without samples. */
export const p75Of = (sums: TelemetrySums, vital: Vital): number | null => {
  const buckets = sums.vitals[vital];
  return buckets ? percentileFromBuckets(BUCKET_BOUNDS[vital], buckets, 0.75) : null;
};
