/**
 * Back-pressure for the collector: while its event loop runs late (it is given more beacons than
 * it can count), beacons are answered 204 and dropped unread, so an overload costs neither a 5xx
 * nor a queue that grows, and a browser's `sendBeacon` is never retried. The lag is sampled by a
 * timer (how late each tick fires), smoothed so one slow tick does not shed.
 */
export class LoadShedder {
  private lagMs = 0;
  private timer: NodeJS.Timeout | null = null;
  /** Beacons answered 204 without being counted. */
  dropped = 0;

  constructor(
    private readonly options: { maxLagMs: number; sampleEveryMs?: number } = { maxLagMs: 50 },
    private readonly now: () => number = () => performance.now(),
  ) {}

  start(): this {
    const every = this.options.sampleEveryMs ?? 20;
    let expected = this.now() + every;
    this.timer = setInterval(() => {
      const late = Math.max(0, this.now() - expected);
      this.observe(late);
      expected = this.now() + every;
    }, every);
    this.timer.unref();
    return this;
  }

  /** One tick's lateness, folded into the smoothed lag. */
  observe(lateMs: number): void {
    this.lagMs = this.lagMs * 0.7 + lateMs * 0.3;
  }

  /** True while the loop is late: the caller drops the beacon (and it is counted as dropped). */
  shouldShed(): boolean {
    if (this.lagMs <= this.options.maxLagMs) return false;
    this.dropped += 1;
    return true;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
