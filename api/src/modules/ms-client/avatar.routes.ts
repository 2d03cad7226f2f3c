import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AVATAR_LIMITS, SELFCARE_ERROR_CODES, UploadAvatarResponse } from '@atlas/contracts/selfcare';
import { API_ERROR_CODES, ApiError, errorResponses } from '../../errors';
import { guardEveryRoute } from '../../plugins/route-catalogue';
import { guardImage, IMAGE_POLICIES, IsolatedJobFailed, IsolatedWorker, readingFailure } from '../../images';

/** The squaring of one avatar at most: its child's memory and time (the child's baseline is about 80 MB). */
export const AVATAR_WORKER_LIMITS = { maxRssBytes: 512 * 1024 * 1024, timeoutMs: 15_000, maxQueue: 8 };

/** GET /get-avatar, POST /upload-avatar (multipart, field "avatar"): a 256 px square webp. */
export const avatarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { customerRepository: customers } = app;
  await app.register(multipart, { limits: { fileSize: AVATAR_LIMITS.maxBytes, files: 1, fields: 2 } });
  guardEveryRoute(app, app.requireCustomer);
  // The picture is decoded in a child process of its own (api/src/images): its cost is bounded there.
  const squarer = new IsolatedWorker<Uint8Array, Uint8Array>({ script: path.join(__dirname, 'avatar-square.worker.ts'), ...AVATAR_WORKER_LIMITS });
  app.addHook('onClose', async () => squarer.close());

  app.get('/get-avatar', async (request, reply) => {
    const avatar = await customers.avatarOf(request.customer.accountId);
    if (!avatar) throw new ApiError(404, API_ERROR_CODES.notFound, 'No avatar');
    return reply.header('cache-control', 'private, no-cache').type('image/webp').send(Buffer.from(avatar, 'base64'));
  });

  app.post('/upload-avatar', { schema: { response: { 200: UploadAvatarResponse, ...errorResponses } } }, async (request) => {
    if (!request.isMultipart()) throw new ApiError(400, API_ERROR_CODES.requestInvalid, 'Send the image as multipart/form-data, field "avatar"');
    const file = await request.file();
    if (!file || file.fieldname !== 'avatar')
      throw new ApiError(400, API_ERROR_CODES.requestInvalid, 'The "avatar" file is missing', [{ field: 'avatar', rule: 'required' }]);
    const bytes = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE')
        throw new ApiError(413, SELFCARE_ERROR_CODES.avatarSize, `The image is larger than ${AVATAR_LIMITS.maxBytes / 1024 / 1024} MB`);
      throw error;
    });
    guardImage(bytes, IMAGE_POLICIES.avatar, 'avatar', SELFCARE_ERROR_CODES.avatarType);
    const square = await squarer.run(bytes).catch((error: unknown) => {
      if (error instanceof IsolatedJobFailed) throw new ApiError(415, SELFCARE_ERROR_CODES.avatarType, 'The image cannot be read');
      throw readingFailure(error);
    });
    await customers.setAvatar(request.customer.accountId, Buffer.from(square).toString('base64'));
    return { status: 'ok' as const };
  });
};
