import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { TelemetryAggregator } from './aggregator';
import type { CollectorMessage, CollectorWorkerData } from './collector-worker';

export interface TelemetryCollector {
  /** The port the collector listens on (the one asked, or the one given for 0). */
  port: number;
  /** Beacons the worker answered 204 without counting (overload). */
  readonly dropped: number;
  /** Stops the collector's server and hands over its last sums. */
  close(): Promise<void>;
}

/**
 * Starts the collector worker: a thread with its own event loop and server on `port`, whose sums
 * are merged into `aggregator` (written by this thread, a few upserts a second). The worker runs
 * TypeScript through tsx's require hook, as the API itself does.
 */
export function startTelemetryCollector(
  aggregator: TelemetryAggregator,
  settings: Omit<CollectorWorkerData, 'flushEveryMs' | 'maxRows' | 'maxLagMs' | 'nice' | 'manifestRefreshMs'> &
    Partial<Pick<CollectorWorkerData, 'flushEveryMs' | 'maxRows' | 'maxLagMs' | 'nice' | 'manifestRefreshMs'>>,
  onWarning: (message: string) => void = () => undefined,
): Promise<TelemetryCollector> {
  const workerData: CollectorWorkerData = { flushEveryMs: 1000, maxRows: 5000, maxLagMs: 50, nice: 10, manifestRefreshMs: 30_000, ...settings };
  const bootstrap = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(path.join(__dirname, 'collector-worker.ts'))});`;
  const worker = new Worker(bootstrap, { eval: true, workerData });
  let dropped = 0;
  let closed: () => void = () => undefined;
  const whenClosed = new Promise<void>((resolve) => (closed = resolve));
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.on('exit', () => closed());
    worker.on('message', (message: CollectorMessage) => {
      if (message.type === 'rows') {
        aggregator.merge(message.rows);
        dropped = message.dropped;
      } else if (message.type === 'warning') onWarning(message.message);
      else if (message.type === 'closed') closed();
      else if (message.type === 'listening') {
        worker.off('error', reject);
        worker.on('error', (error) => onWarning(`the collector worker failed: ${error.message}`));
        resolve({
          port: message.port,
          get dropped() {
            return dropped;
          },
          async close() {
            worker.postMessage({ type: 'close' });
            const timeout = setTimeout(() => void worker.terminate(), 5000);
            await whenClosed;
            clearTimeout(timeout);
          },
        });
      }
    });
  });
}
