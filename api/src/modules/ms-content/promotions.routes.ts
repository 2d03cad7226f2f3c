import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PROMOTION_ERROR_CODES, Promotion, PromotionParams, PromotionQuery, type PromotionStatus } from '@atlas/contracts/promotions';
import { ApiError, errorResponses } from '../../errors';
import { mediaUrl } from './media-url';

export function promotionStatus(startsAt: Date, endsAt: Date, now: Date): PromotionStatus {
  if (now < startsAt) return 'upcoming';
  return now < endsAt ? 'running' : 'ended';
}

/** GET /api/v1/ms-content/promotions/{id}: an offer with its dates, for the countdown to its end. */
export const promotionsRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/promotions/:id',
    { schema: { params: PromotionParams, querystring: PromotionQuery, response: { 200: Promotion, ...errorResponses } } },
    async (request, reply) => {
      const { language } = request.query;
      const row = await app.contentRepository.promotion(request.params.id);
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
