import type { FastifyPluginAsync } from 'fastify';
import { ADDRESS_QUERY_MIN_LENGTH, type AddressSuggestions, type CoverageCities } from '@atlas/contracts/eligibility';
import { searchText } from '@atlas/ui-kit/format/search-text';
import { errorResponses } from '../../errors';
import { localizedSchema } from '../../language';
import { coverageCityList, searchAddresses } from './coverage';
import { coverageAddressSchema, idSchema } from './eligibility.schema';

/** The coverage model changes with the network's roll-out, weekly: an answer keeps five minutes. */
const COVERAGE_CACHE = 'public, max-age=300';

/** GET /cities and GET /addresses of ms-eligibility: the search's city filter and its suggestions. */
export const addressSearchRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: CoverageCities }>(
    '/cities',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['cities'],
            properties: { cities: { type: 'array', items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'string' }, name: localizedSchema } } } },
          },
          ...errorResponses,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', COVERAGE_CACHE);
      return { cities: (await coverageCityList(app.db)).map(({ id, name }) => ({ id, name })) };
    },
  );

  app.get<{ Querystring: { q: string; city?: string }; Reply: AddressSuggestions }>(
    '/addresses',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['q'],
          additionalProperties: false,
          properties: { q: { type: 'string', minLength: 1, maxLength: 120 }, city: idSchema },
        },
        response: {
          200: { type: 'object', required: ['q', 'suggestions'], properties: { q: { type: 'string' }, suggestions: { type: 'array', items: coverageAddressSchema } } },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { q, city } = request.query;
      reply.header('cache-control', COVERAGE_CACHE);
      if (searchText(q).length < ADDRESS_QUERY_MIN_LENGTH) return { q, suggestions: [] };
      return { q, suggestions: await searchAddresses(app.db, q, city) };
    },
  );
};
