import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AgenciesQuery, AgenciesResponse, type Agency } from '@atlas/contracts/places';
import { errorResponses } from '../../errors';
import { distanceKm } from '../../geo';

const AGENCIES_CACHE = 'public, max-age=300';

/** GET /api/v1/ms-content/agencies: the locator's agencies, filtered, nearest first when a position is given. */
export const agenciesRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/agencies', { schema: { querystring: AgenciesQuery, response: { 200: AgenciesResponse, ...errorResponses } } }, async (request, reply) => {
    const { language, city, service, sunday, lat, lng } = request.query;
    const rows = await app.contentRepository.agencies();
    const position = lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : null;
    const all: Agency[] = rows.map((row) => ({
      id: row.id,
      name: row.name[language],
      cityId: row.cityId,
      city: row.city[language],
      address: row.address[language],
      phone: row.phone,
      latitude: row.latitude,
      longitude: row.longitude,
      hours: row.hours,
      services: row.services,
      openOnSunday: row.hours.some((opening) => opening.day === 0),
      ...(position ? { distanceKm: Math.round(distanceKm(position, row) * 10) / 10 } : {}),
    }));
    const found = all.filter(
      (agency) => (!city || agency.cityId === city) && (!service || agency.services.includes(service)) && (!sunday || agency.openOnSunday),
    );
    if (position) found.sort((a, b) => a.distanceKm! - b.distanceKm!);
    const cities = [...new Map(all.map((agency) => [agency.cityId, { id: agency.cityId, name: agency.city }])).values()].sort((a, b) =>
      a.name.localeCompare(b.name, language),
    );
    // A position makes the answer personal: not for shared caches.
    reply.header('cache-control', position ? 'private, max-age=60' : AGENCIES_CACHE);
    return { agencies: found, cities };
  });
};
