import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMMON_ERROR_CODES } from '@atlas/contracts/api-error';
import { SHOP_ERROR_CODES, AvailableNumbersRequest, AvailableNumbersResponse, NumberCategoriesResponse } from '@atlas/contracts/shop';
import { ApiError, errorResponses } from '../../errors';
import { toDirhams } from '../../money';

/** How many numbers one request offers. */
export const NUMBERS_PER_PAGE = 12;

/** ms-service, mounted at /api/ms-service: the numbers a buyer chooses from. */
export const numbersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { lineServicesRepository: repository } = app;

  app.get('/v1/list-number-category', { schema: { response: { 200: NumberCategoriesResponse, ...errorResponses } } }, async (_request, reply) => {
    const rows = await repository.numberCategories();
    reply.header('cache-control', 'public, max-age=3600');
    return rows.map((row) => ({ id: row.id, label: row.label, description: row.description, price: toDirhams(row.priceCentimes) }));
  });

  app.post(
    '/v2/list-available-number',
    { schema: { body: AvailableNumbersRequest, response: { 200: AvailableNumbersResponse, ...errorResponses } } },
    async (request) => {
      const { category, contains, mdn } = request.body;
      if (!(await repository.numberCategoryExists(category))) throw new ApiError(404, COMMON_ERROR_CODES.notFound, 'No number category has this id');
      const numbers = await repository.freeNumbers(category, contains, NUMBERS_PER_PAGE);
      // Self-care's number change names the line (mdn): none left is an empty list it says so with.
      if (numbers.length === 0 && !mdn) throw new ApiError(404, SHOP_ERROR_CODES.noNumberAvailable, 'No number of this category matches');
      return { numbers: numbers.sort() };
    },
  );
};
