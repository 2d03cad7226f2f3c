import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FaqQuery, FaqResponse, SEARCH_CATEGORIES, SEARCH_DEFAULT_SIZE, SearchQuery, SearchResponse } from '@atlas/contracts/content';
import { searchWords } from '@atlas/contracts/search-text';
import { errorResponses } from '../../errors';
import { publicCacheControl } from '../../plugins/public-reads';

/** Spec: the FAQ is kept 300 s; search answers follow the content's cache. The edge revalidates within seconds. */
const FAQ_CACHE = publicCacheControl(300);
const SEARCH_CACHE = publicCacheControl(300);

/** FAQ and search of ms-content, mounted with it at /api/v1/ms-content. */
export const faqSearchRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/faq', { schema: { querystring: FaqQuery, response: { 200: FaqResponse, ...errorResponses } } }, async (request, reply) =>
    app.publicReads.send(request, reply, FAQ_CACHE, () => app.contentRepository.faqTopics(request.query.language, request.query.link)),
  );

  app.get('/search', { schema: { querystring: SearchQuery, response: { 200: SearchResponse, ...errorResponses } } }, async (request, reply) =>
    app.publicReads.send(request, reply, SEARCH_CACHE, async () => {
      const { language, q, category, size = SEARCH_DEFAULT_SIZE } = request.query;
      const words = searchWords(q).slice(0, 8);
      if (words.length === 0) return { q, total: 0, groups: [] };
      const found = await app.contentRepository.search(language, words, category);
      const groups = SEARCH_CATEGORIES.map((name) => {
        const inCategory = found.filter((result) => result.category === name);
        return { category: name, total: inCategory.length, results: inCategory.slice(0, size) };
      }).filter((group) => group.total > 0);
      return { q, total: found.length, groups };
    }),
  );
};
