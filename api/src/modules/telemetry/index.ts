import type { ServiceModule } from '../../service-module';
import { trustedProxies } from '../../config';
import { AddressLimit } from './address-limit';
import { TelemetryAggregator } from './aggregator';
import { HistogramsRepository } from './histograms.repository';
import { startTelemetryCollector } from './collector';
import { KnownPlatform } from './known-platform';
import { telemetryRoutes } from './routes';
export { autoPrefix } from './prefix';

/** Beacons one address may send a minute: TELEMETRY_BEACONS_PER_MINUTE, 600 by default (a carrier's NAT holds many tabs). */
export const beaconsPerAddressMinute = (): number => Number(process.env.TELEMETRY_BEACONS_PER_MINUTE) || 600;

/**
 * The collector worker's port (TELEMETRY_COLLECTOR_PORT): set, beacons sent there (the edge routes
 * POST /api/v1/telemetry/beacons to it) are counted on their own thread, off the customers' event
 * loop. The route stays in the API too, for an edge that sends everything here (the Node edge).
 */
export const collectorPort = (): number | null => {
  const value = process.env.TELEMETRY_COLLECTOR_PORT;
  return value === undefined || value === '' ? null : Number(value);
};

const service: ServiceModule = async (app) => {
  const aggregator = new TelemetryAggregator(new HistogramsRepository(app.db), {
    flushEveryMs: 1000,
    maxRows: 5000,
    onError: (error) => app.log.error({ err: error }, 'telemetry: a batch of the aggregate could not be written'),
  });
  const manifest = process.env.PLATFORM_MANIFEST_URL || undefined;
  const refreshMs = Number(process.env.TELEMETRY_MANIFEST_REFRESH_MS) || 30_000;
  const known = manifest
    ? await new KnownPlatform(manifest).start(refreshMs, (error) => app.log.warn({ err: error }, 'telemetry: the platform manifest could not be read'))
    : undefined;
  const port = collectorPort();
  const collector =
    port === null
      ? null
      : await startTelemetryCollector(
          aggregator,
          {
            port,
            host: process.env.HOST ?? '0.0.0.0',
            perAddressMinute: beaconsPerAddressMinute(),
            trustProxy: trustedProxies(),
            manifest,
            manifestRefreshMs: refreshMs,
          },
          (message) => app.log.warn(`telemetry collector: ${message}`),
        );
  if (collector) app.log.info({ port: collector.port }, 'telemetry collector listening');
  app.addHook('onClose', async () => {
    known?.stop();
    await collector?.close();
    await aggregator.close();
  });
  await app.register(telemetryRoutes({ sink: aggregator, limit: new AddressLimit(beaconsPerAddressMinute()), known }));
};

export default service;
