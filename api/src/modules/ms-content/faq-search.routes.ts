import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { SEARCH_CATEGORIES, type FaqTopic, type SearchCategory, type SearchResponse } from '@atlas/contracts/content';
import { searchWords } from '@atlas/ui-kit/format/search-text';
import { faqEntries, searchDocuments } from '../../db/schema';
import { errorResponses } from '../../errors';
import { languageSchema, type Language } from '../../language';
import { publicCacheControl } from '../../plugins/public-reads';

/** Spec: the FAQ is kept 300 s; search answers follow the content's cache. The edge revalidates within seconds. */
const FAQ_CACHE = publicCacheControl(300);
const SEARCH_CACHE = publicCacheControl(300);
/** Spec §9 "search default q=5": results shown per category unless `size` says otherwise. */
export const SEARCH_DEFAULT_SIZE = 5;

const faqTopicSchema = {
  type: 'object',
  required: ['link', 'title', 'questions'],
  properties: {
    link: { type: 'string' },
    title: { type: 'string' },
    questions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'question', 'answer'],
        properties: { id: { type: 'string' }, question: { type: 'string' }, answer: { type: 'string' } },
      },
    },
  },
} as const;

const searchResultSchema = {
  type: 'object',
  required: ['id', 'category', 'title', 'summary', 'link'],
  properties: { id: { type: 'string' }, category: { type: 'string' }, title: { type: 'string' }, summary: { type: 'string' }, link: { type: 'string' } },
} as const;

const searchResponseSchema = {
  type: 'object',
  required: ['q', 'total', 'groups'],
  properties: {
    q: { type: 'string' },
    total: { type: 'integer' },
    groups: {
      type: 'array',
      items: {
        type: 'object',
        required: ['category', 'total', 'results'],
        properties: { category: { type: 'string' }, total: { type: 'integer' }, results: { type: 'array', items: searchResultSchema } },
      },
    },
  },
} as const;

/** FAQ and search of ms-content, mounted with it at /api/v1/ms-content. */
export const faqSearchRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { language: Language; link: string }; Reply: FaqTopic[] }>(
    '/faq',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['language', 'link'],
          properties: { language: languageSchema, link: { type: 'string', pattern: '^(all|[a-z0-9-]{1,40})$' } },
        },
        response: { 200: { type: 'array', items: faqTopicSchema }, ...errorResponses },
      },
    },
    async (request, reply) =>
      app.publicReads.send(request, reply, FAQ_CACHE, async () => {
        const { language, link } = request.query;
        const rows = await app.db
          .select()
          .from(faqEntries)
          .where(and(eq(faqEntries.language, language), link === 'all' ? undefined : eq(faqEntries.link, link)))
          .orderBy(asc(faqEntries.topicPosition), asc(faqEntries.position));
        const topics = new Map<string, FaqTopic>();
        for (const row of rows) {
          const topic = topics.get(row.link) ?? { link: row.link, title: row.topic, questions: [] };
          topic.questions.push({ id: row.id, question: row.question, answer: row.answer });
          topics.set(row.link, topic);
        }
        return [...topics.values()];
      }),
  );

  app.get<{ Querystring: { language: Language; q: string; category?: SearchCategory; size?: number }; Reply: SearchResponse }>(
    '/search',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['language', 'q'],
          properties: {
            language: languageSchema,
            q: { type: 'string', minLength: 1, maxLength: 100 },
            category: { type: 'string', enum: [...SEARCH_CATEGORIES] },
            size: { type: 'integer', minimum: 1, maximum: 50, default: SEARCH_DEFAULT_SIZE },
          },
        },
        response: { 200: searchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      app.publicReads.send(request, reply, SEARCH_CACHE, async () => {
        const { language, q, category, size = SEARCH_DEFAULT_SIZE } = request.query;
        const words = searchWords(q).slice(0, 8);
        if (words.length === 0) return { q, total: 0, groups: [] };
        // Every word must match, each as a prefix ("fib" finds "fibre"); titles weigh more than bodies.
        const query = sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
        const vector = sql`(setweight(to_tsvector('simple', ${searchDocuments.titleText}), 'A') || setweight(to_tsvector('simple', ${searchDocuments.bodyText}), 'B'))`;
        const rank = sql<number>`ts_rank(${vector}, ${query})`;
        const rows = await app.db
          .select({
            id: searchDocuments.id,
            category: searchDocuments.category,
            title: searchDocuments.title,
            summary: searchDocuments.summary,
            link: searchDocuments.link,
            rank,
          })
          .from(searchDocuments)
          .where(and(eq(searchDocuments.language, language), category ? eq(searchDocuments.category, category) : undefined, sql`${vector} @@ ${query}`))
          .orderBy(desc(rank), asc(searchDocuments.title));
        const groups = SEARCH_CATEGORIES.map((name) => {
          const found = rows.filter((row) => row.category === name);
          return { category: name, total: found.length, results: found.slice(0, size).map(({ rank: _rank, ...result }) => result) };
        }).filter((group) => group.total > 0);
        return { q, total: rows.length, groups };
      }),
  );
};
