import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ADDRESS_QUERY_MIN_LENGTH, AddressSuggestions, AddressSuggestionsQuery, CoverageCities } from '@atlas/contracts/eligibility';
import { searchText } from '@atlas/contracts/search-text';
import { errorResponses } from '../../errors';
import { publicCacheControl } from '../../plugins/public-reads';
import { searchAddresses } from './coverage';
import { eligibilityStores } from './repositories';

/** The coverage model changes with the network's roll-out, weekly: an answer keeps five minutes (seconds at the edge). */
const COVERAGE_CACHE = publicCacheControl(300);

/** GET /cities and GET /addresses of ms-eligibility: the search's city filter and its suggestions. */
export const addressSearchRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const stores = eligibilityStores(app.db);
  app.get(
    '/cities',
    {
      schema: {
        response: { 200: CoverageCities, ...errorResponses },
      },
    },
    async (request, reply) =>
      app.publicReads.send(request, reply, COVERAGE_CACHE, async () => ({
        cities: (await stores.coverage.cities()).map(({ id, name }) => ({ id, name })),
      })),
  );

  app.get(
    '/addresses',
    {
      schema: {
        querystring: AddressSuggestionsQuery,
        response: { 200: AddressSuggestions, ...errorResponses },
      },
    },
    async (request, reply) =>
      app.publicReads.send(request, reply, COVERAGE_CACHE, async () => {
        const { q, city } = request.query;
        if (searchText(q).length < ADDRESS_QUERY_MIN_LENGTH) return { q, suggestions: [] };
        return { q, suggestions: await searchAddresses(stores.coverage, q, city) };
      }),
  );
};
