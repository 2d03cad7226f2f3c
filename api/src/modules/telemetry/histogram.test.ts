import { AddressLimit } from './address-limit';
import { BUCKET_BOUNDS, bucketCount, bucketOf, percentileFromBuckets } from './histogram';

describe('fixed histograms and percentiles from buckets', () => {
  it('puts a value in the first bucket whose upper bound holds it, above the last bound in the open bucket', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 250)).toBe(0);
    expect(bucketOf('LCP', 251)).toBe(1);
    expect(bucketOf('LCP', 2500)).toBe(9);
    expect(bucketOf('LCP', 99_999)).toBe(BUCKET_BOUNDS.LCP.length);
    expect(bucketOf('CLS', 0.1)).toBe(4);
    expect(bucketCount('INP')).toBe(BUCKET_BOUNDS.INP.length + 1);
  });

  it('interpolates inside the bucket the rank falls in (known cases)', () => {
    const bounds = [100, 200, 300];
    // 100 values spread evenly over 0…100: p75 is 75, p95 is 95.
    expect(percentileFromBuckets(bounds, [100, 0, 0, 0], 0.75)).toBeCloseTo(75);
    expect(percentileFromBuckets(bounds, [100, 0, 0, 0], 0.95)).toBeCloseTo(95);
    // 50 in 0…100 and 50 in 100…200: p75 is the middle of the second bucket.
    expect(percentileFromBuckets(bounds, [50, 50, 0, 0], 0.75)).toBeCloseTo(150);
    // 4 values: ranks 3 (p75) and 3.8 (p95) in the third bucket (200…300), one value there.
    expect(percentileFromBuckets(bounds, [1, 1, 1, 1], 0.5)).toBeCloseTo(200);
    expect(percentileFromBuckets(bounds, [1, 1, 2, 0], 0.75)).toBeCloseTo(250);
    // The open bucket answers the last bound: the value is only known to be above it.
    expect(percentileFromBuckets(bounds, [0, 0, 0, 10], 0.95)).toBe(300);
    expect(percentileFromBuckets(bounds, [0, 0, 0, 0], 0.75)).toBeNull();
  });

  it('sums of histograms give the percentile of all their values: buckets add up across rows', () => {
    const values = Array.from({ length: 1000 }, (_, index) => (index * 7919) % 6000);
    const counts = new Array<number>(bucketCount('LCP')).fill(0);
    for (const value of values) counts[bucketOf('LCP', value)]! += 1;
    const exact = [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;
    // Within the width of the bucket it falls in (4000…5000 here).
    expect(Math.abs(percentileFromBuckets(BUCKET_BOUNDS.LCP, counts, 0.75)! - exact)).toBeLessThanOrEqual(1000);
  });
});

describe('the per-address limit', () => {
  it('lets an address send its share a minute, refuses the rest, and starts again the next minute', () => {
    let now = 120_000;
    const limit = new AddressLimit(3, () => now);
    expect([1, 2, 3, 4].map(() => limit.take('198.51.100.7'))).toEqual([true, true, true, false]);
    expect(limit.take('203.0.113.9')).toBe(true);
    now += 60_000;
    expect(limit.take('198.51.100.7')).toBe(true);
  });
});
