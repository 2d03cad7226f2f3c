import type { FastifyPluginAsync } from 'fastify';
import { ROAMING_ERROR_CODES, ROAMING_ZONES, type RoamingCountry, type RoamingOverview } from '@atlas/contracts/roaming';
import { ApiError, errorResponses } from '../../errors';
import { languageSchema, type Language } from '../../language';
import { buildRoamingKit, kitEtag } from './roaming-kit';
import { loadRoamingCountry, loadRoamingOverview } from './roaming-prices';

/** Prices change a few times a year: a few minutes of browser and edge cache, like the other content. */
const ROAMING_CACHE = 'public, max-age=300';
/** The kit is rebuilt from the same prices: an hour, then revalidated by its ETag. */
const KIT_CACHE = 'public, max-age=3600';

const ratesSchema = {
  type: 'object',
  required: ['callsLocal', 'callsToMorocco', 'callsReceived', 'smsSent', 'dataPerMb'],
  properties: {
    callsLocal: { type: 'number' },
    callsToMorocco: { type: 'number' },
    callsReceived: { type: 'number' },
    smsSent: { type: 'number' },
    dataPerMb: { type: 'number' },
  },
} as const;

const passSchema = {
  type: 'object',
  required: ['id', 'name', 'volumeMb', 'validityDays', 'price', 'ussdCode'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    volumeMb: { type: 'integer' },
    validityDays: { type: 'integer' },
    price: { type: 'number' },
    ussdCode: { type: 'string' },
  },
} as const;

const zoneIdSchema = { type: 'string', enum: [...ROAMING_ZONES] } as const;

const countrySummaryProperties = {
  code: { type: 'string' },
  name: { type: 'string' },
  flag: { type: 'string' },
  zoneId: zoneIdSchema,
  keywords: { type: 'string' },
} as const;

const overviewSchema = {
  type: 'object',
  required: ['zones', 'countries', 'activationCode', 'supportFromAbroad'],
  properties: {
    zones: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'description', 'rates', 'passes', 'countryCount'],
        properties: {
          id: zoneIdSchema,
          name: { type: 'string' },
          description: { type: 'string' },
          rates: ratesSchema,
          passes: { type: 'array', items: passSchema },
          countryCount: { type: 'integer' },
        },
      },
    },
    countries: { type: 'array', items: { type: 'object', required: Object.keys(countrySummaryProperties), properties: countrySummaryProperties } },
    activationCode: { type: 'string' },
    supportFromAbroad: { type: 'string' },
  },
} as const;

const countrySchema = {
  type: 'object',
  required: [...Object.keys(countrySummaryProperties), 'zone', 'rates', 'passes', 'partners', 'dialCode'],
  properties: {
    ...countrySummaryProperties,
    zone: { type: 'object', required: ['id', 'name'], properties: { id: zoneIdSchema, name: { type: 'string' } } },
    rates: ratesSchema,
    passes: { type: 'array', items: passSchema },
    partners: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'technologies'],
        properties: { name: { type: 'string' }, technologies: { type: 'array', items: { type: 'string', enum: ['3G', '4G', '5G'] } } },
      },
    },
    dialCode: { type: 'string' },
  },
} as const;

const languageQuery = { type: 'object', required: ['language'], properties: { language: languageSchema } } as const;

/**
 * Roaming in ms-content, mounted at /api/v1/ms-content: prices by zone and country, and the
 * travel kit (a PDF made from the same prices).
 */
export const roamingRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { language: Language }; Reply: RoamingOverview }>(
    '/roaming',
    { schema: { querystring: languageQuery, response: { 200: overviewSchema, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', ROAMING_CACHE);
      return loadRoamingOverview(app.db, request.query.language);
    },
  );

  app.get<{ Params: { code: string }; Querystring: { language: Language }; Reply: RoamingCountry }>(
    '/roaming/countries/:code',
    {
      schema: {
        params: { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: '^[A-Za-z]{2}$' } } },
        querystring: languageQuery,
        response: { 200: countrySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const country = await loadRoamingCountry(app.db, request.params.code, request.query.language);
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
      kit = loadRoamingOverview(app.db, language)
        .then((overview) => buildRoamingKit(overview, language))
        .then((bytes) => ({ bytes, etag: kitEtag(bytes) }));
      kit.catch(() => kits.delete(language));
      kits.set(language, kit);
    }
    return kit;
  };

  app.get<{ Querystring: { language: Language }; Headers: { 'if-none-match'?: string } }>(
    '/roaming/kit',
    {
      schema: {
        querystring: languageQuery,
        headers: { type: 'object', properties: { 'if-none-match': { type: 'string' } } },
        response: { 200: { description: 'The travel kit, a PDF', type: 'string', format: 'binary' }, 304: { type: 'null' }, ...errorResponses },
      },
    },
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
