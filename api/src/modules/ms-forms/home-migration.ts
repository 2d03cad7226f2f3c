import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CATALOG_ERROR_CODES } from '@atlas/contracts/catalog';
import { FORM_ERROR_CODES, FormReceipt, HomeMigrationRequest, MIGRATABLE_LINE_KINDS } from '@atlas/contracts/forms';
import { ApiError, errorResponses } from '../../errors';
import { storeFormRequest } from './form-requests';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';

/**
 * POST /api/v1/ms-forms/home-migration: a customer of an Atlas ADSL or i-dar line asks to move it
 * to fibre or another home offer. The line is looked up among the operator's lines: an unknown
 * number, a mobile or a line that does not migrate is refused with its own code.
 */
export const homeMigrationRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const repository = app.homeMigrationRepository;
  app.post(
    '/home-migration',
    { schema: { headers: idempotencyHeaderSchema, body: HomeMigrationRequest, response: { 201: FormReceipt, ...errorResponses } } },
    async (request, reply) => {
      const { homeLineNumber, targetOfferId } = request.body;
      const lineField = [{ field: 'homeLineNumber', rule: 'home-line' }];
      const line = await repository.lineOf(homeLineNumber);
      if (!line) throw new ApiError(422, FORM_ERROR_CODES.homeLineUnknown, 'This number is no Atlas line', lineField);
      if (line.kind === 'mobile') throw new ApiError(422, FORM_ERROR_CODES.homeLineIsMobile, 'This number is a mobile line', lineField);
      if (!(MIGRATABLE_LINE_KINDS as readonly string[]).includes(line.kind))
        throw new ApiError(422, FORM_ERROR_CODES.homeLineNotMigratable, `A ${line.kind} line does not migrate`, lineField);
      if (!(await repository.isMigrationTarget(targetOfferId)))
        throw new ApiError(422, CATALOG_ERROR_CODES.productUnknown, 'No such home offer', [{ field: 'targetOfferId', rule: 'exists' }]);
      if (targetOfferId === line.offerId)
        throw new ApiError(422, FORM_ERROR_CODES.migrationSameOffer, 'This is the line’s current offer', [{ field: 'targetOfferId', rule: 'different' }]);
      return storeFormRequest(app, request, reply, { kind: 'home-migration', prefix: 'MIG', payload: { ...request.body } });
    },
  );
};
