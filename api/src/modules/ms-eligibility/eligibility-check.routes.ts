import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ELIGIBILITY_ERROR_CODES,
  POSITION_MATCH_RADIUS_M,
  EligibilityCheck,
  EligibilityCheckParams,
  EligibilityCheckRequest,
  type EligibilityStatus,
} from '@atlas/contracts/eligibility';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage } from '../../language';
import { buildingNear, findBuilding, maxSpeedOf, type CoveredBuilding } from './coverage';
import { findCheck, toEligibilityCheck } from './eligibility-checks';
import { eligibilityStores } from './repositories';

/** A position is kept to about 10 m: enough to find the building, no more of the customer's whereabouts. */
const roundPosition = (value: number) => Math.round(value * 1e4) / 1e4;

/** POST /checks and GET /checks/:checkId of ms-eligibility: the eligibility test and its record. */
export const eligibilityCheckRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const stores = eligibilityStores(app.db);
  app.post(
    '/checks',
    {
      schema: {
        body: EligibilityCheckRequest,
        response: { 201: EligibilityCheck, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { technology, segment = 'consumer', buildingId, position, addressText, cityId } = request.body;
      let building: CoveredBuilding | undefined;
      let distanceMeters: number | undefined;
      const tested = position ? { latitude: roundPosition(position.latitude), longitude: roundPosition(position.longitude) } : undefined;
      if (buildingId) {
        building = await findBuilding(stores.coverage, buildingId);
        if (!building) throw new ApiError(404, ELIGIBILITY_ERROR_CODES.addressUnknown, 'No building has this id', [{ field: 'buildingId', rule: 'exists' }]);
      } else if (tested) {
        const near = await buildingNear(stores.coverage, tested, technology, POSITION_MATCH_RADIUS_M);
        building = near;
        distanceMeters = near?.distanceMeters;
      }
      const maxSpeedMbps = building ? maxSpeedOf(building.coverage, technology) : undefined;
      const status: EligibilityStatus = maxSpeedMbps !== undefined ? 'eligible' : addressText ? 'not-found' : 'not-covered';
      const row = await stores.checks.record({
        technology,
        segment,
        status,
        buildingId: building?.address.buildingId ?? null,
        latitude: tested?.latitude ?? null,
        longitude: tested?.longitude ?? null,
        distanceMeters: distanceMeters ?? null,
        addressText: addressText?.trim() ?? null,
        cityId: building?.address.cityId ?? cityId ?? null,
        maxSpeedMbps: maxSpeedMbps ?? null,
        language: requestLanguage(request.headers),
      });
      reply.code(201).header('cache-control', 'no-store');
      return toEligibilityCheck(stores, row);
    },
  );

  app.get(
    '/checks/:checkId',
    {
      schema: {
        params: EligibilityCheckParams,
        response: { 200: EligibilityCheck, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toEligibilityCheck(stores, await findCheck(stores.checks, request.params.checkId));
    },
  );
};
