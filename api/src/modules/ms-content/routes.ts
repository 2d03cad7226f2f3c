import type { FastifyPluginAsync, FastifyReply } from 'fastify';
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
  ResizeImageParams,
} from '@atlas/contracts/content';
import { IfNoneMatchHeaders, NotModified, Type } from '@atlas/contracts/schema-kit';
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

  /** A media file as stored, or resized (`?width=`), converted (`?format=`). */
  const sendMedia = async (
    ifNoneMatch: string | undefined,
    reply: FastifyReply,
    file: string,
    { width, format }: { width?: number; format?: MediaQuery['format'] },
  ) => {
    if (width !== undefined && !(MEDIA_WIDTHS as readonly number[]).includes(width)) {
      throw new ApiError(400, API_ERROR_CODES.mediaWidthNotOffered, `width must be one of ${MEDIA_WIDTHS.join(', ')}`, [{ field: 'width', rule: 'enum' }]);
    }
    const media = await app.mediaLibrary.get(file, { width, format });
    reply
      .header('cache-control', MEDIA_CACHE)
      .header('etag', media.etag)
      .header('x-content-type-options', 'nosniff')
      // An SVG opened on its own must not run scripts or load anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (ifNoneMatch === media.etag) return reply.code(304).send();
    return reply.type(media.contentType).send(media.body);
  };

  app.get(
    '/media/:file',
    {
      schema: { params: MediaParams, querystring: MediaQuery, headers: IfNoneMatchHeaders, response: { 200: MediaBytes, 304: NotModified, ...errorResponses } },
    },
    async (request, reply) => sendMedia(request.headers['if-none-match'], reply, request.params.file, request.query),
  );

  // The resize-image URL prefix (selfcare spec §7): the width in the path, so a CDN caches each size as an address of its own.
  app.get(
    '/resize-image/:width/:file',
    {
      schema: {
        params: ResizeImageParams,
        querystring: Type.Object({ format: Type.Optional(MediaQuery.properties.format) }),
        headers: IfNoneMatchHeaders,
        response: { 200: MediaBytes, 304: NotModified, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendMedia(request.headers['if-none-match'], reply, request.params.file, { width: request.params.width, format: request.query.format }),
  );
};
