/**
 * Beacons per address and minute, counted in this process's memory (a beacon is worth less than a
 * database round trip): a fixed one-minute window per address. Generous enough for the customers
 * behind one carrier address; each API replica counts its own.
 */
export class AddressLimit {
  private window = 0;
  private counts = new Map<string, number>();

  constructor(
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one beacon from `address`; false once the address spent its minute's share. */
  take(address: string): boolean {
    const window = Math.floor(this.now() / 60_000);
    if (window !== this.window) {
      this.window = window;
      this.counts = new Map();
    }
    const count = (this.counts.get(address) ?? 0) + 1;
    this.counts.set(address, count);
    return count <= this.perMinute;
  }
}
