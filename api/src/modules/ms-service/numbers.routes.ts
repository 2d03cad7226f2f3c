import { and, asc, eq, isNull, like, notExists, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { COMMON_ERROR_CODES } from '@atlas/contracts/api-error';
import { SHOP_ERROR_CODES, type AvailableNumbersRequest, type AvailableNumbersResponse, type NumberCategoriesResponse } from '@atlas/contracts/shop';
import { MDN_PATTERN } from '@atlas/forms/patterns';
import { lines, numberCategories, numberPool, numberReservations } from '../../db/schema';
import { ApiError, errorResponses } from '../../errors';
import { localizedSchema } from '../../language';
import { toDirhams } from '../../money';
import { outOfQuarantine } from './numbers';

/** How many numbers one request offers. */
export const NUMBERS_PER_PAGE = 12;

const categorySchema = {
  type: 'object',
  required: ['id', 'label', 'description', 'price'],
  properties: { id: { type: 'string' }, label: localizedSchema, description: localizedSchema, price: { type: 'number' } },
} as const;

/** ms-service, mounted at /api/ms-service: the numbers a buyer chooses from. */
export const numbersRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: NumberCategoriesResponse }>(
    '/v1/list-number-category',
    { schema: { response: { 200: { type: 'array', items: categorySchema }, ...errorResponses } } },
    async (_request, reply) => {
      const rows = await app.db.select().from(numberCategories).orderBy(asc(numberCategories.position));
      reply.header('cache-control', 'public, max-age=3600');
      return rows.map((row) => ({ id: row.id, label: row.label, description: row.description, price: toDirhams(row.priceCentimes) }));
    },
  );

  app.post<{ Body: AvailableNumbersRequest; Reply: AvailableNumbersResponse }>(
    '/v2/list-available-number',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['category'],
          properties: {
            category: { type: 'string', pattern: '^[a-z0-9-]{1,32}$' },
            contains: { type: 'string', pattern: '^\\d{0,8}$' },
            mdn: { type: 'string', pattern: MDN_PATTERN.source },
          },
        },
        response: { 200: { type: 'object', required: ['numbers'], properties: { numbers: { type: 'array', items: { type: 'string' } } } }, ...errorResponses },
      },
    },
    async (request) => {
      const { category, contains, mdn } = request.body;
      const [known] = await app.db.select({ id: numberCategories.id }).from(numberCategories).where(eq(numberCategories.id, category));
      if (!known) throw new ApiError(404, COMMON_ERROR_CODES.notFound, 'No number category has this id');
      const rows = await app.db
        .select({ mdn: numberPool.mdn })
        .from(numberPool)
        .leftJoin(lines, eq(lines.mdn, numberPool.mdn))
        .where(
          and(
            eq(numberPool.categoryId, category),
            isNull(numberPool.soldTo),
            isNull(lines.mdn),
            outOfQuarantine(),
            // The typed digits anywhere after the leading 0.
            contains ? like(sql`substr(${numberPool.mdn}, 2)`, `%${contains}%`) : undefined,
            notExists(
              app.db
                .select({ mdn: numberReservations.mdn })
                .from(numberReservations)
                .where(and(eq(numberReservations.mdn, numberPool.mdn), sql`${numberReservations.expiresAt} > now()`)),
            ),
          ),
        )
        // Each buyer sees another handful, so two buyers rarely reach for the same number.
        .orderBy(sql`random()`)
        .limit(NUMBERS_PER_PAGE);
      // Self-care's number change names the line (mdn): none left is an empty list it says so with.
      if (rows.length === 0 && !mdn) throw new ApiError(404, SHOP_ERROR_CODES.noNumberAvailable, 'No number of this category matches');
      return { numbers: rows.map((row) => row.mdn).sort() };
    },
  );
};
