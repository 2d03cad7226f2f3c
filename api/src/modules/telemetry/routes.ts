import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { COMMON_ERROR_CODES } from '@atlas/contracts/api-error';
import { NoBody } from '@atlas/contracts/schema-kit';
import { ApiError, errorResponses } from '../../errors';
import type { AddressLimit } from './address-limit';
import type { BeaconSink } from './aggregator';
import { TELEMETRY_LIMITS, TelemetryBeacon } from './beacon';
import type { KnownPlatform } from './known-platform';
import type { LoadShedder } from './load-shedder';

export interface TelemetryRouteOptions {
  sink: BeaconSink;
  limit: AddressLimit;
  /** Under overload, beacons are answered 204 and dropped unread (back-pressure, never a 5xx). */
  shedder?: LoadShedder;
  /** The platform's routes and versions: a beacon naming others is dropped (answered 204, not counted). */
  known?: KnownPlatform;
}

/**
 * /api/v1/telemetry: `POST /beacons` takes one page view's field telemetry (the shell sends it
 * with `navigator.sendBeacon`, a text/plain body read as JSON). Validated (size, shape, closed
 * lists and patterns, known routes and versions), limited per address, counted into the
 * aggregate; answers 204 at once: the database is written in batches, never on the request's path.
 * The same routes run in the API and in its collector worker (collector-worker.ts).
 */
export const telemetryRoutes =
  ({ sink, limit, shedder, known }: TelemetryRouteOptions): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: TELEMETRY_LIMITS.bodyBytes }, app.getDefaultJsonParser('error', 'error'));

    app.post(
      '/beacons',
      {
        bodyLimit: TELEMETRY_LIMITS.bodyBytes,
        // The address is counted before the body is read: a flood costs no parsing.
        onRequest: async (request, reply) => {
          if (!limit.take(request.ip)) throw new ApiError(429, COMMON_ERROR_CODES.rateLimited, 'Too many beacons from this address; try again in a minute.');
          // An overloaded collector drops the beacon unread: the browser does not retry a 204.
          if (shedder?.shouldShed()) return reply.code(204).send(null);
        },
        schema: { body: TelemetryBeacon, response: { 204: NoBody, ...errorResponses } },
      },
      async (request, reply) => {
        const beacon = known ? known.restrict(request.body) : request.body;
        if (beacon) sink.record(beacon);
        return reply.code(204).send(null);
      },
    );
  };
