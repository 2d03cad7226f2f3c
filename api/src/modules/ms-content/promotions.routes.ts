import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { PROMOTION_ERROR_CODES, type Promotion, type PromotionStatus } from '@atlas/contracts/promotions';
import { promotions } from '../../db/schema';
import { ApiError, errorResponses } from '../../errors';
import { languageSchema, type Language } from '../../language';
import { mediaUrl } from './media-url';

const ctaSchema = { type: 'object', required: ['label', 'link'], properties: { label: { type: 'string' }, link: { type: 'string' } } } as const;

const promotionSchema = {
  type: 'object',
  required: ['id', 'title', 'subtitle', 'description', 'highlights', 'terms', 'startsAt', 'endsAt', 'serverTime', 'status', 'cta'],
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    subtitle: { type: 'string' },
    description: { type: 'string' },
    highlights: { type: 'array', items: { type: 'string' } },
    terms: { type: 'array', items: { type: 'string' } },
    image: { type: 'object', required: ['url', 'alt'], properties: { url: { type: 'string' }, alt: { type: 'string' } } },
    startsAt: { type: 'string', format: 'date-time' },
    endsAt: { type: 'string', format: 'date-time' },
    serverTime: { type: 'string', format: 'date-time' },
    status: { type: 'string', enum: ['upcoming', 'running', 'ended'] },
    cta: ctaSchema,
    secondaryCta: ctaSchema,
  },
} as const;

export function promotionStatus(startsAt: Date, endsAt: Date, now: Date): PromotionStatus {
  if (now < startsAt) return 'upcoming';
  return now < endsAt ? 'running' : 'ended';
}

/** GET /api/v1/ms-content/promotions/{id}: an offer with its dates, for the countdown to its end. */
export const promotionsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string }; Querystring: { language: Language }; Reply: Promotion }>(
    '/promotions/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' } } },
        querystring: { type: 'object', required: ['language'], properties: { language: languageSchema } },
        response: { 200: promotionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { language } = request.query;
      const [row] = await app.db.select().from(promotions).where(eq(promotions.id, request.params.id));
      if (!row) throw new ApiError(404, PROMOTION_ERROR_CODES.unknown, `No promotion ${request.params.id}`);
      const now = new Date();
      // The answer carries the server's clock for the countdown: a cached copy would count from a stale time.
      reply.header('cache-control', 'no-store');
      return {
        id: row.id,
        title: row.title[language],
        subtitle: row.subtitle[language],
        description: row.description[language],
        highlights: row.highlights.map((line) => line[language]),
        terms: row.terms.map((line) => line[language]),
        ...(row.image && { image: { url: mediaUrl(row.image), alt: row.imageAlt?.[language] ?? '' } }),
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        serverTime: now.toISOString(),
        status: promotionStatus(row.startsAt, row.endsAt, now),
        cta: { label: row.ctaLabel[language], link: row.ctaLink },
        ...(row.secondaryCtaLabel && row.secondaryCtaLink && { secondaryCta: { label: row.secondaryCtaLabel[language], link: row.secondaryCtaLink } }),
      };
    },
  );
};
