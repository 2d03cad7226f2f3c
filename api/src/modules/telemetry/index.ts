import type { ServiceModule } from '../../service-module';
import { AddressLimit } from './address-limit';
import { TelemetryAggregator } from './aggregator';
import { telemetryRoutes } from './routes';

/** telemetry, at /api/v1/telemetry: the shell's field telemetry, aggregated (issue 30). */
export const autoPrefix = '/v1/telemetry';

/** Beacons one address may send a minute: TELEMETRY_BEACONS_PER_MINUTE, 600 by default (a carrier's NAT holds many tabs). */
export const beaconsPerAddressMinute = (): number => Number(process.env.TELEMETRY_BEACONS_PER_MINUTE) || 600;

const service: ServiceModule = async (app) => {
  const aggregator = new TelemetryAggregator(app.db, {
    flushEveryMs: 1000,
    maxRows: 5000,
    onError: (error) => app.log.error({ err: error }, 'telemetry: a batch of the aggregate could not be written'),
  });
  app.addHook('onClose', () => aggregator.close());
  await app.register(telemetryRoutes({ aggregator, limit: new AddressLimit(beaconsPerAddressMinute()) }));
};

export default service;
