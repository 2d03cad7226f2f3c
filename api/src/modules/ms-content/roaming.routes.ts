import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LanguageQuery } from '@atlas/contracts/content';
import { ROAMING_ERROR_CODES, RoamingCountry, RoamingCountryParams, RoamingKitBytes, RoamingOverview } from '@atlas/contracts/roaming';
import { IfNoneMatchHeaders, NotModified } from '@atlas/contracts/schema-kit';
import { ApiError, errorResponses } from '../../errors';
import type { Language } from '../../language';
import { buildRoamingKit, kitEtag } from './roaming-kit';

/** Prices change a few times a year: a few minutes of browser and edge cache, like the other content. */
const ROAMING_CACHE = 'public, max-age=300';
/** The kit is rebuilt from the same prices: an hour, then revalidated by its ETag. */
const KIT_CACHE = 'public, max-age=3600';

/**
 * Roaming in ms-content, mounted at /api/v1/ms-content: prices by zone and country, and the
 * travel kit (a PDF made from the same prices).
 */
export const roamingRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const { roamingRepository: roaming } = app;

  app.get('/roaming', { schema: { querystring: LanguageQuery, response: { 200: RoamingOverview, ...errorResponses } } }, async (request, reply) => {
    reply.header('cache-control', ROAMING_CACHE);
    return roaming.overview(request.query.language);
  });

  app.get(
    '/roaming/countries/:code',
    { schema: { params: RoamingCountryParams, querystring: LanguageQuery, response: { 200: RoamingCountry, ...errorResponses } } },
    async (request, reply) => {
      const country = await roaming.country(request.params.code, request.query.language);
      if (!country) throw new ApiError(404, ROAMING_ERROR_CODES.countryUnknown, `No roaming prices for ${request.params.code}`);
      reply.header('cache-control', ROAMING_CACHE);
      return country;
    },
  );

  // One kit per language, made on first demand from the prices in the database. The seed is the
  // only writer of prices and runs before the API starts, so the kit stays valid while it runs.
  const kits = new Map<Language, Promise<{ bytes: Uint8Array; etag: string }>>();
  const kitOf = (language: Language) => {
    let kit = kits.get(language);
    if (!kit) {
      kit = roaming
        .overview(language)
        .then((overview) => buildRoamingKit(overview, language))
        .then((bytes) => ({ bytes, etag: kitEtag(bytes) }));
      kit.catch(() => kits.delete(language));
      kits.set(language, kit);
    }
    return kit;
  };

  app.get(
    '/roaming/kit',
    { schema: { querystring: LanguageQuery, headers: IfNoneMatchHeaders, response: { 200: RoamingKitBytes, 304: NotModified, ...errorResponses } } },
    async (request, reply) => {
      const { language } = request.query;
      const kit = await kitOf(language);
      reply.header('cache-control', KIT_CACHE).header('etag', kit.etag).header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === kit.etag) return reply.code(304).send();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="atlas-telecom-kit-roaming-${language}.pdf"`)
        .send(Buffer.from(kit.bytes));
    },
  );
};
