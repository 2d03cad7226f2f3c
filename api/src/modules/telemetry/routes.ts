import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { COMMON_ERROR_CODES } from '@atlas/contracts/api-error';
import { NoBody } from '@atlas/contracts/schema-kit';
import { ApiError, errorResponses } from '../../errors';
import type { AddressLimit } from './address-limit';
import type { TelemetryAggregator } from './aggregator';
import { TELEMETRY_LIMITS, TelemetryBeacon } from './beacon';

/**
 * /api/v1/telemetry: `POST /beacons` takes one page view's field telemetry (the shell sends it
 * with `navigator.sendBeacon`, a text/plain body read as JSON). Validated (size, shape, closed
 * lists and patterns), limited per address, counted into the aggregate; answers 204 at once: the
 * database is written in batches, never on the request's path.
 */
export const telemetryRoutes =
  ({ aggregator, limit }: { aggregator: TelemetryAggregator; limit: AddressLimit }): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: TELEMETRY_LIMITS.bodyBytes }, app.getDefaultJsonParser('error', 'error'));

    app.post(
      '/beacons',
      {
        bodyLimit: TELEMETRY_LIMITS.bodyBytes,
        // The address is counted before the body is read: a flood costs no parsing.
        onRequest: async (request) => {
          if (!limit.take(request.ip)) throw new ApiError(429, COMMON_ERROR_CODES.rateLimited, 'Too many beacons from this address; try again in a minute.');
        },
        schema: { body: TelemetryBeacon, response: { 204: NoBody, ...errorResponses } },
      },
      async (request, reply) => {
        aggregator.record(request.body);
        return reply.code(204).send(null);
      },
    );
  };
