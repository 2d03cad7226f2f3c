import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ContentBlocksQuery,
  ContentBlocksResponse,
  ImageParcoursQuery,
  ImageParcoursResponse,
  LanguageQuery,
  MEDIA_WIDTHS,
  MediaBytes,
  MediaParams,
  MediaQuery,
  MegaMenuEntry,
  MegaMenuResponse,
} from '@atlas/contracts/content';
import { IfNoneMatchHeaders, NotModified } from '@atlas/contracts/schema-kit';
import { API_ERROR_CODES, ApiError, errorResponses } from '../../errors';
import { publicCacheControl } from '../../plugins/public-reads';

/** Content changes rarely and every page asks for it: a few minutes in the browser, seconds at the edge. */
const CONTENT_CACHE = publicCacheControl(300);
/** Media URLs are addresses of fixed files; a new picture gets a new name. */
const MEDIA_CACHE = 'public, max-age=31536000, immutable';

/** ms-content, mounted at /api/v1/ms-content. */
export const msContentRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.addSchema(MegaMenuEntry);

  app.get('/megamenu', { schema: { querystring: LanguageQuery, response: { 200: MegaMenuResponse, ...errorResponses } } }, async (request, reply) =>
    app.publicReads.send(request, reply, CONTENT_CACHE, () => app.contentRepository.megamenu(request.query.language)),
  );

  app.get('/blocks', { schema: { querystring: ContentBlocksQuery, response: { 200: ContentBlocksResponse, ...errorResponses } } }, async (request, reply) => {
    const { language, 'field[type]': page, 'field[style]': style } = request.query;
    return app.publicReads.send(request, reply, CONTENT_CACHE, () => app.contentRepository.blocks(page, language, style));
  });

  app.get(
    '/image-parcours',
    { schema: { querystring: ImageParcoursQuery, response: { 200: ImageParcoursResponse, ...errorResponses } } },
    async (request, reply) =>
      app.publicReads.send(request, reply, CONTENT_CACHE, () => app.contentRepository.imageParcours(request.query.type, request.query.language)),
  );

  app.get(
    '/media/:file',
    {
      schema: { params: MediaParams, querystring: MediaQuery, headers: IfNoneMatchHeaders, response: { 200: MediaBytes, 304: NotModified, ...errorResponses } },
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
