import type { TelemetryBeacon } from './beacon';
import { bucketCount, bucketOf, type Vital } from './histogram';
import type { HistogramRow, HistogramsRepository } from './histograms.repository';

export type { HistogramRow } from './histograms.repository';

/** The version a beacon says a remote ran (the shell's own for `shell`). */
const versionOf = (beacon: TelemetryBeacon, remote: string): string => (remote === 'shell' ? beacon.shell : (beacon.remotes[remote] ?? 'unknown'));

/** Where a validated beacon goes: the aggregate of this process, or a collector worker's sums. */
export interface BeaconSink {
  record(beacon: TelemetryBeacon): void;
}

/**
 * Beacons added up in memory, per minute × route × remote × version × device × metric: what the
 * collector does per beacon (no I/O). `take()` hands the rows over and starts again.
 */
export class HistogramSums {
  private rows = new Map<string, HistogramRow>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  get size(): number {
    return this.rows.size;
  }

  private add(key: Omit<HistogramRow, 'count' | 'sum' | 'buckets'>, count: number, vital?: { name: Vital; value: number }): void {
    const id = `${key.minute.getTime()}\n${key.route}\n${key.remote}\n${key.version}\n${key.device}\n${key.metric}`;
    let row = this.rows.get(id);
    if (!row) {
      row = { ...key, count: 0, sum: 0, buckets: vital ? new Array<number>(bucketCount(vital.name)).fill(0) : [] };
      this.rows.set(id, row);
    }
    row.count += count;
    if (vital) {
      row.sum += vital.value;
      row.buckets[bucketOf(vital.name, vital.value)]! += 1;
    }
  }

  /** Counts one beacon: a page view per remote it loaded, its vitals, errors and load failures. */
  record(beacon: TelemetryBeacon): void {
    const now = this.now();
    const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    const base = { minute, route: beacon.route, device: beacon.device };
    const at = (remote: string, metric: string) => ({ ...base, remote, version: versionOf(beacon, remote), metric });
    this.add(at('shell', 'page_view'), 1);
    for (const remote of Object.keys(beacon.remotes)) this.add(at(remote, 'page_view'), 1);
    for (const vital of beacon.vitals) this.add(at(vital.remote ?? 'shell', vital.name), 1, { name: vital.name, value: vital.value });
    for (const error of beacon.errors) this.add({ ...base, remote: error.remote, version: error.version, metric: 'error' }, error.count);
    for (const failure of beacon.failures)
      this.add({ ...base, remote: failure.remote, version: failure.version, metric: `failure:${failure.phase}` }, failure.count);
  }

  /** Adds rows summed elsewhere (a collector worker's), element-wise for the buckets. */
  merge(rows: readonly HistogramRow[]): void {
    for (const { count, sum, buckets, ...key } of rows) {
      const id = `${new Date(key.minute).getTime()}\n${key.route}\n${key.remote}\n${key.version}\n${key.device}\n${key.metric}`;
      const row = this.rows.get(id);
      if (!row) {
        this.rows.set(id, { ...key, minute: new Date(key.minute), count, sum, buckets: [...buckets] });
        continue;
      }
      row.count += count;
      row.sum += sum;
      buckets.forEach((value, index) => (row.buckets[index] = (row.buckets[index] ?? 0) + value));
    }
  }

  /** The rows summed so far; the sums start again from nothing. */
  take(): HistogramRow[] {
    const rows = [...this.rows.values()];
    this.rows = new Map();
    return rows;
  }
}

/**
 * Adds beacons up in memory (HistogramSums) and writes the sums in one statement per flush (every
 * `flushEveryMs`, or once `maxRows` rows wait): the request only validates and counts, so
 * thousands of beacons a second cost PostgreSQL a few upserts, and a slow or failing database
 * never reaches the beacon's answer.
 */
export class TelemetryAggregator implements BeaconSink {
  private sums: HistogramSums;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  /** Rows lost because the database refused a flush (logged, never answered to a browser). */
  dropped = 0;

  constructor(
    private readonly histograms: HistogramsRepository,
    private readonly options: { flushEveryMs: number; maxRows: number; now?: () => Date; onError?: (error: unknown) => void } = {
      flushEveryMs: 1000,
      maxRows: 5000,
    },
  ) {
    this.sums = new HistogramSums(options.now);
  }

  private scheduleFlush(): void {
    if (this.sums.size >= this.options.maxRows) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.flushEveryMs);
  }

  record(beacon: TelemetryBeacon): void {
    this.sums.record(beacon);
    this.scheduleFlush();
  }

  /** Rows a collector worker summed: written with this process's own, in the next flush. */
  merge(rows: readonly HistogramRow[]): void {
    if (rows.length === 0) return;
    this.sums.merge(rows);
    this.scheduleFlush();
  }

  /** Writes what waits, added to the rows already there (element-wise for the buckets). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.sums.take();
    if (rows.length === 0) return this.flushing;
    this.flushing = this.flushing.then(() =>
      this.histograms.add(rows).catch((error: unknown) => {
        this.dropped += rows.length;
        this.options.onError?.(error);
      }),
    );
    return this.flushing;
  }

  /** Stops the timer and writes what waits (the API's close). */
  async close(): Promise<void> {
    await this.flush();
  }
}
