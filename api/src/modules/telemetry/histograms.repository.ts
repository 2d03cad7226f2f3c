import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { telemetryHistograms } from './telemetry.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

/** One row of the aggregate, before it is added to PostgreSQL's. */
export interface HistogramRow {
  minute: Date;
  route: string;
  remote: string;
  version: string;
  device: string;
  metric: string;
  count: number;
  sum: number;
  buckets: number[];
}

/** telemetry's SQL: the per-minute histograms. */
export class HistogramsRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** Adds the rows to those already there (counts and sums added, buckets element-wise), 500 per statement. */
  async add(rows: readonly HistogramRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += 500) {
      await this.db
        .insert(telemetryHistograms)
        .values(rows.slice(start, start + 500))
        .onConflictDoUpdate({
          target: [
            telemetryHistograms.minute,
            telemetryHistograms.route,
            telemetryHistograms.remote,
            telemetryHistograms.version,
            telemetryHistograms.device,
            telemetryHistograms.metric,
          ],
          set: {
            count: sql`${telemetryHistograms.count} + excluded.count`,
            sum: sql`${telemetryHistograms.sum} + excluded.sum`,
            buckets: sql`ARRAY(SELECT coalesce(a, 0) + coalesce(b, 0) FROM unnest(${telemetryHistograms.buckets}, excluded.buckets) AS t(a, b))`,
          },
        });
    }
  }

  /** A remote's histograms of the minutes in [since, until), every version, route and device. */
  ofRemote(remote: string, since: Date, until: Date) {
    return this.db
      .select({
        version: telemetryHistograms.version,
        minute: telemetryHistograms.minute,
        metric: telemetryHistograms.metric,
        count: telemetryHistograms.count,
        buckets: telemetryHistograms.buckets,
      })
      .from(telemetryHistograms)
      .where(and(eq(telemetryHistograms.remote, remote), gte(telemetryHistograms.minute, since), lt(telemetryHistograms.minute, until)));
  }
}
