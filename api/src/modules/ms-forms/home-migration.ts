import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { CATALOG_ERROR_CODES } from '@atlas/contracts/catalog';
import {
  CONTACT_TIMES,
  FORM_ERROR_CODES,
  MIGRATABLE_LINE_KINDS,
  MIGRATION_TARGET_FAMILIES,
  type FormReceipt,
  type HomeMigrationRequest,
} from '@atlas/contracts/forms';
import { LINE_NUMBER_PATTERN, MDN_PATTERN } from '@atlas/forms/patterns';
import { ApiError, errorResponses } from '../../errors';
import { formReceiptSchema, storeFormRequest } from './form-requests';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { pattern, text } from './request-schemas';
import { catalogProducts, lines } from '../../db/schema';

/**
 * POST /api/v1/ms-forms/home-migration: a customer of an Atlas ADSL or i-dar line asks to move it
 * to fibre or another home offer. The line is looked up among the operator's lines: an unknown
 * number, a mobile or a line that does not migrate is refused with its own code.
 */
export const homeMigrationRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: HomeMigrationRequest; Reply: FormReceipt }>(
    '/home-migration',
    {
      schema: {
        headers: idempotencyHeaderSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['homeLineNumber', 'contactMobile', 'targetOfferId', 'contactTime'],
          properties: {
            // Any 10-digit number, so that a mobile gets its own answer (form-010).
            homeLineNumber: pattern(LINE_NUMBER_PATTERN),
            contactMobile: pattern(MDN_PATTERN),
            targetOfferId: text(60),
            contactTime: { type: 'string', enum: [...CONTACT_TIMES] },
          },
        },
        response: { 201: formReceiptSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { homeLineNumber, targetOfferId } = request.body;
      const lineField = [{ field: 'homeLineNumber', rule: 'home-line' }];
      const [line] = await app.db.select({ kind: lines.kind, offerId: lines.offerId }).from(lines).where(eq(lines.mdn, homeLineNumber));
      if (!line) throw new ApiError(422, FORM_ERROR_CODES.homeLineUnknown, 'This number is no Atlas line', lineField);
      if (line.kind === 'mobile') throw new ApiError(422, FORM_ERROR_CODES.homeLineIsMobile, 'This number is a mobile line', lineField);
      if (!(MIGRATABLE_LINE_KINDS as readonly string[]).includes(line.kind))
        throw new ApiError(422, FORM_ERROR_CODES.homeLineNotMigratable, `A ${line.kind} line does not migrate`, lineField);
      const [offer] = await app.db
        .select({ id: catalogProducts.id })
        .from(catalogProducts)
        .where(
          and(
            eq(catalogProducts.id, targetOfferId),
            eq(catalogProducts.family, 'home-internet'),
            inArray(catalogProducts.homeFamily, [...MIGRATION_TARGET_FAMILIES]),
          ),
        );
      if (!offer) throw new ApiError(422, CATALOG_ERROR_CODES.productUnknown, 'No such home offer', [{ field: 'targetOfferId', rule: 'exists' }]);
      if (offer.id === line.offerId)
        throw new ApiError(422, FORM_ERROR_CODES.migrationSameOffer, 'This is the line’s current offer', [{ field: 'targetOfferId', rule: 'different' }]);
      return storeFormRequest(app, request, reply, { kind: 'home-migration', prefix: 'MIG', payload: { ...request.body } });
    },
  );
};
