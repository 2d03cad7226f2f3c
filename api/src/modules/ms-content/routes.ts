import type { FastifyPluginAsync } from 'fastify';
import { MEDIA_WIDTHS, type ContentBlock, type ContentBlockStyle, type ImageParcours, type MegaMenuEntry } from '@atlas/contracts/content';
import { API_ERROR_CODES, ApiError, errorResponses } from '../../errors';
import { languageSchema, type Language } from '../../language';
import { publicCacheControl } from '../../plugins/public-reads';
import { contentBlockSchema, contentBlockStyleSchema, imageParcoursSchema, megaMenuEntrySchema } from './content.schema';
import { MEDIA_FILE_PATTERN, MEDIA_FORMATS, type MediaFormat } from './media-library';

/** Content changes rarely and every page asks for it: a few minutes in the browser, seconds at the edge. */
const CONTENT_CACHE = publicCacheControl(300);
/** Media URLs are addresses of fixed files; a new picture gets a new name. */
const MEDIA_CACHE = 'public, max-age=31536000, immutable';

const pageName = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** ms-content, mounted at /api/v1/ms-content. */
export const msContentRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(megaMenuEntrySchema);

  app.get<{ Querystring: { language: Language }; Reply: MegaMenuEntry[] }>(
    '/megamenu',
    {
      schema: {
        querystring: { type: 'object', required: ['language'], properties: { language: languageSchema } },
        response: { 200: { type: 'array', items: { $ref: 'MegaMenuEntry#' } }, ...errorResponses },
      },
    },
    async (request, reply) => app.publicReads.send(request, reply, CONTENT_CACHE, () => app.contentRepository.megamenu(request.query.language)),
  );

  // The clients send `field[type]` and `field[style]`; Fastify's query parser keeps such keys as
  // written, so the schema names them literally.
  app.get<{
    Querystring: { language: Language; 'field[type]': string; 'field[style]'?: ContentBlockStyle };
    Reply: ContentBlock[];
  }>(
    '/blocks',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['language', 'field[type]'],
          properties: { language: languageSchema, 'field[type]': pageName, 'field[style]': contentBlockStyleSchema },
        },
        response: { 200: { type: 'array', items: contentBlockSchema }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { language, 'field[type]': page, 'field[style]': style } = request.query;
      return app.publicReads.send(request, reply, CONTENT_CACHE, () => app.contentRepository.blocks(page, language, style));
    },
  );

  app.get<{ Querystring: { type: string; language: Language }; Reply: ImageParcours[] }>(
    '/image-parcours',
    {
      schema: {
        querystring: { type: 'object', required: ['type', 'language'], properties: { type: pageName, language: languageSchema } },
        response: { 200: { type: 'array', items: imageParcoursSchema }, ...errorResponses },
      },
    },
    async (request, reply) =>
      app.publicReads.send(request, reply, CONTENT_CACHE, () => app.contentRepository.imageParcours(request.query.type, request.query.language)),
  );

  app.get<{
    Params: { file: string };
    Querystring: { width?: number; format?: MediaFormat };
    Headers: { 'if-none-match'?: string };
  }>(
    '/media/:file',
    {
      schema: {
        params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: MEDIA_FILE_PATTERN } } },
        querystring: {
          type: 'object',
          properties: { width: { type: 'integer' }, format: { type: 'string', enum: [...MEDIA_FORMATS] } },
        },
        headers: { type: 'object', properties: { 'if-none-match': { type: 'string' } } },
        response: {
          200: { description: 'The image bytes', type: 'string', format: 'binary' },
          304: { type: 'null' },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { width, format } = request.query;
      if (width !== undefined && !(MEDIA_WIDTHS as readonly number[]).includes(width)) {
        throw new ApiError(400, API_ERROR_CODES.mediaWidthNotOffered, `width must be one of ${MEDIA_WIDTHS.join(', ')}`, [{ field: 'width', rule: 'enum' }]);
      }
      const media = await app.mediaLibrary.get(request.params.file, { width, format });
      reply
        .header('cache-control', MEDIA_CACHE)
        .header('etag', media.etag)
        .header('x-content-type-options', 'nosniff')
        // An SVG opened on its own must not run scripts or load anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (request.headers['if-none-match'] === media.etag) return reply.code(304).send();
      return reply.type(media.contentType).send(media.body);
    },
  );
};
