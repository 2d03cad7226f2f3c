import type { VersionFigures, VersionSeries } from '@atlas/contracts/rollouts';
import { addTelemetryRow, emptySums, failuresOf, p75Of, type TelemetrySums } from '../telemetry/public';

export type { VersionFigures, VersionSeries };

export interface TelemetryRow {
  version: string;
  minute: Date | string;
  metric: string;
  count: number | string;
  buckets: Array<number | string> | null;
}

export const figuresOf = (sums: TelemetrySums): VersionFigures => ({
  pageViews: sums.pageViews,
  errors: sums.errors,
  errorRate: sums.pageViews > 0 ? sums.errors / sums.pageViews : null,
  failures: failuresOf(sums),
  lcpP75: p75Of(sums, 'LCP'),
  inpP75: p75Of(sums, 'INP'),
  clsP75: p75Of(sums, 'CLS'),
});

/**
 * Each version of `remote` per minute of [since, until), from the aggregate's rows (every route
 * and device summed, as `ops health` sums them), and over the whole window. The stable version
 * first, then the canary, then any other version seen (an override, an old cache).
 */
export function seriesOf(rows: readonly TelemetryRow[], roles: { stable: string | null; canary: string | null }): VersionSeries[] {
  const byVersion = new Map<string, { totals: TelemetrySums; minutes: Map<string, TelemetrySums> }>();
  for (const row of rows) {
    let version = byVersion.get(row.version);
    if (!version) byVersion.set(row.version, (version = { totals: emptySums(), minutes: new Map() }));
    const minute = new Date(row.minute).toISOString();
    let sums = version.minutes.get(minute);
    if (!sums) version.minutes.set(minute, (sums = emptySums()));
    const count = Number(row.count);
    addTelemetryRow(sums, row.metric, count, row.buckets);
    addTelemetryRow(version.totals, row.metric, count, row.buckets);
  }
  const roleOf = (version: string): VersionSeries['role'] => (version === roles.stable ? 'stable' : version === roles.canary ? 'canary' : 'other');
  const order = { stable: 0, canary: 1, other: 2 };
  return [...byVersion.entries()]
    .map(([version, { totals, minutes }]) => ({
      version,
      role: roleOf(version),
      totals: figuresOf(totals),
      minutes: [...minutes.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([minute, sums]) => ({ minute, ...figuresOf(sums) })),
    }))
    .sort((a, b) => order[a.role] - order[b.role] || a.version.localeCompare(b.version));
}
