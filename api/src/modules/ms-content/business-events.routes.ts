import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BusinessEventsResponse } from '@atlas/contracts/business-events';
import { LanguageQuery } from '@atlas/contracts/content';
import { errorResponses } from '../../errors';

/**
 * GET /api/v1/ms-content/business-events: the events to come, soonest first, with the seats left
 * (the registrations are ms-forms', read through its `businessEventRegistrations`).
 */
export const businessEventsRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/business-events',
    { schema: { querystring: LanguageQuery, response: { 200: BusinessEventsResponse, ...errorResponses } } },
    async (request, reply) => {
      const { language } = request.query;
      const [rows, taken] = await Promise.all([app.businessEventsRepository.upcoming(new Date()), app.businessEventRegistrations.seatsTaken()]);
      // Seats move with every registration: a short cache only.
      reply.header('cache-control', 'public, max-age=60');
      return rows.map((row) => ({
        id: row.id,
        title: row.title[language],
        theme: row.theme[language],
        summary: row.summary[language],
        format: row.format,
        city: row.city[language],
        venue: row.venue[language],
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        seatsLeft: Math.max(0, row.capacity - (taken.get(row.id) ?? 0)),
      }));
    },
  );
};
