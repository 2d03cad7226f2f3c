/**
 * The collector worker's thread (started by collector.ts): its own event loop and HTTP server on
 * TELEMETRY_COLLECTOR_PORT, validating and summing beacons, handing the sums to the API's thread
 * every `flushEveryMs` (the API writes them to PostgreSQL in one upsert). Its thread runs at a
 * lower scheduling priority (Linux: nice applies to the calling thread), so on a busy machine the
 * customers' requests get the cores first and beacons wait, then are shed (LoadShedder).
 */
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { HistogramSums } from './aggregator';
import { buildCollectorServer } from './collector-server';
import { KnownPlatform } from './known-platform';
import { LoadShedder } from './load-shedder';

export interface CollectorWorkerData {
  port: number;
  host: string;
  perAddressMinute: number;
  trustProxy: boolean | string;
  flushEveryMs: number;
  maxRows: number;
  maxLagMs: number;
  nice: number;
  manifest?: string;
  manifestRefreshMs: number;
}

/** Messages to the API's thread. */
export type CollectorMessage =
  | { type: 'listening'; port: number }
  | { type: 'rows'; rows: ReturnType<HistogramSums['take']>; dropped: number; unknownRoutes: number }
  | { type: 'closed' }
  | { type: 'warning'; message: string };

async function main(): Promise<void> {
  const data = workerData as CollectorWorkerData;
  const post = (message: CollectorMessage) => parentPort!.postMessage(message);
  try {
    os.setPriority(data.nice);
  } catch {
    post({ type: 'warning', message: 'the collector thread keeps the normal priority (setpriority refused)' });
  }
  const sums = new HistogramSums();
  const shedder = new LoadShedder({ maxLagMs: data.maxLagMs });
  const known = data.manifest
    ? await new KnownPlatform(data.manifest).start(data.manifestRefreshMs, (error) =>
        post({ type: 'warning', message: `the platform manifest could not be read: ${(error as Error).message}` }),
      )
    : undefined;
  const hand = () => {
    const rows = sums.take();
    if (rows.length > 0) post({ type: 'rows', rows, dropped: shedder.dropped, unknownRoutes: known?.unknownRoutes ?? 0 });
  };
  const sink = {
    record: (beacon: Parameters<HistogramSums['record']>[0]) => {
      sums.record(beacon);
      if (sums.size >= data.maxRows) hand();
    },
  };
  const app = await buildCollectorServer({ sink, perAddressMinute: data.perAddressMinute, trustProxy: data.trustProxy, shedder, known });
  const timer = setInterval(hand, data.flushEveryMs);
  parentPort!.on('message', (message: { type: 'close' }) => {
    if (message.type !== 'close') return;
    void (async () => {
      clearInterval(timer);
      shedder.stop();
      known?.stop();
      await app.close();
      hand();
      post({ type: 'closed' });
      parentPort!.close();
    })();
  });
  await app.listen({ port: data.port, host: data.host });
  // Measured from here: the thread's start (compiling, the first reading) is no overload.
  shedder.start();
  const address = app.server.address();
  post({ type: 'listening', port: typeof address === 'object' && address ? address.port : data.port });
}

void main().catch((error: unknown) => {
  throw error;
});
