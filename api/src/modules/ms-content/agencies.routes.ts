import { asc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { AGENCY_SERVICES, type AgenciesResponse, type Agency, type AgencyService } from '@atlas/contracts/places';
import { agencies } from '../../db/schema';
import { errorResponses } from '../../errors';
import { distanceKm } from '../../geo';
import { languageSchema, type Language } from '../../language';

const AGENCIES_CACHE = 'public, max-age=300';

const agencySchema = {
  type: 'object',
  required: ['id', 'name', 'cityId', 'city', 'address', 'phone', 'latitude', 'longitude', 'hours', 'services', 'openOnSunday'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    cityId: { type: 'string' },
    city: { type: 'string' },
    address: { type: 'string' },
    phone: { type: 'string' },
    latitude: { type: 'number' },
    longitude: { type: 'number' },
    hours: {
      type: 'array',
      items: {
        type: 'object',
        required: ['day', 'opens', 'closes'],
        properties: { day: { type: 'integer' }, opens: { type: 'string' }, closes: { type: 'string' } },
      },
    },
    services: { type: 'array', items: { type: 'string' } },
    openOnSunday: { type: 'boolean' },
    distanceKm: { type: 'number' },
  },
} as const;

interface AgenciesQuery {
  language: Language;
  city?: string;
  service?: AgencyService;
  sunday?: boolean;
  lat?: number;
  lng?: number;
}

/** GET /api/v1/ms-content/agencies: the locator's agencies, filtered, nearest first when a position is given. */
export const agenciesRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: AgenciesQuery; Reply: AgenciesResponse }>(
    '/agencies',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['language'],
          properties: {
            language: languageSchema,
            city: { type: 'string', pattern: '^[a-z-]{1,40}$' },
            service: { type: 'string', enum: [...AGENCY_SERVICES] },
            sunday: { type: 'boolean' },
            lat: { type: 'number', minimum: -90, maximum: 90 },
            lng: { type: 'number', minimum: -180, maximum: 180 },
          },
          dependencies: { lat: ['lng'], lng: ['lat'] },
        },
        response: {
          200: {
            type: 'object',
            required: ['agencies', 'cities'],
            properties: {
              agencies: { type: 'array', items: agencySchema },
              cities: { type: 'array', items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'string' }, name: { type: 'string' } } } },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { language, city, service, sunday, lat, lng } = request.query;
      const rows = await app.db.select().from(agencies).orderBy(asc(agencies.cityId), asc(agencies.id));
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
    },
  );
};
