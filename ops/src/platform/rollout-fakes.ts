/** A fake clock and fake field telemetry for the rollout's tests (the folder and the PostgreSQL store). */
import { bucketCount } from '../../../api/src/modules/telemetry/histogram';
import type { ArmStats } from '../health/judge';
import type { RolloutClock } from './rollout';
import type { Platform } from './store/platform';

export const MINUTE = 60_000;

/** Time that passes only when the judge sleeps. */
export function fakeClock(start = Date.parse('2026-12-01T10:00:00Z')): RolloutClock & { at: number } {
  const clock = { at: start, now: () => clock.at, sleep: async (ms: number) => void (clock.at += ms) };
  return clock;
}

export interface Field {
  errorRate: number;
  failureRate: number;
  /** Where the INP samples sit: the same bucket shape, shifted by this many buckets. */
  inpShift: number;
}
export const GOOD: Field = { errorRate: 0.02, failureRate: 0, inpShift: 0 };

/**
 * Telemetry as the collector would aggregate it: 1,000 page views a minute, split between the
 * canary and stable by the manifest's canary share, each version behaving as its field says.
 */
export function fakeTelemetry(platform: Platform, fields: Record<string, Field>, perMinute = 1000) {
  return {
    async versions(name: string, since: Date, until: Date): Promise<Map<string, ArmStats>> {
      const record = (await platform.readManifest()).remotes[name]!;
      const share = (record.canary?.percent ?? 0) / 100;
      const minutes = (until.getTime() - since.getTime()) / MINUTE;
      const arms = new Map<string, ArmStats>();
      const add = (version: string, fraction: number) => {
        const field = fields[version] ?? GOOD;
        const pageViews = Math.round(perMinute * minutes * fraction);
        const inp = new Array<number>(bucketCount('INP')).fill(0);
        // A spread over buckets 3…8, shifted for a slower version.
        [1, 2, 4, 4, 2, 1].forEach((weight, index) => (inp[3 + index + field.inpShift] = Math.round((pageViews * weight) / 14)));
        arms.set(version, {
          version,
          pageViews,
          errors: Math.round(pageViews * field.errorRate),
          failures: { entry: Math.round(pageViews * field.failureRate) },
          vitals: { INP: inp },
        });
      };
      add(record.activeVersion!, 1 - share);
      if (record.canary) add(record.canary.version, share);
      return arms;
    },
  };
}
