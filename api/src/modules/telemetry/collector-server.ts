import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { COMMON_ERROR_CODES } from '@atlas/contracts/api-error';
import { errorBody, installErrorHandling } from '../../errors';
import { AddressLimit } from './address-limit';
import type { BeaconSink } from './aggregator';
import { autoPrefix } from './prefix';
import type { KnownPlatform } from './known-platform';
import type { LoadShedder } from './load-shedder';
import { telemetryRoutes } from './routes';

export interface CollectorServerOptions {
  sink: BeaconSink;
  perAddressMinute: number;
  trustProxy: boolean | string;
  shedder?: LoadShedder;
  known?: KnownPlatform;
}

/**
 * The collector on its own: a Fastify server holding only POST /api/v1/telemetry/beacons (the
 * same routes, validation and error shape as the API's), for the collector worker. The edge sends
 * the beacons here, so counting them never takes the customers' event loop.
 */
export async function buildCollectorServer({ sink, perAddressMinute, trustProxy, shedder, known }: CollectorServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy,
    logger: false,
    frameworkErrors: (error, _request, reply) => void (reply as FastifyReply).code(400).send(errorBody(COMMON_ERROR_CODES.requestInvalid, error.message)),
    return503OnClosing: false,
  });
  installErrorHandling(app);
  await app.register(telemetryRoutes({ sink, limit: new AddressLimit(perAddressMinute), shedder, known }), { prefix: `/api${autoPrefix}` });
  return app;
}
