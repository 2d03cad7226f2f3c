import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DevCaptchaAnswer, DevCaptchaQuery } from '@atlas/contracts/dev';
import { ApiError, errorResponses } from '../../errors';

/** GET /api/dev/captcha?captchaId: the answer, in development only (end-to-end journeys type it). */
export const devCaptchaRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/captcha', { schema: { querystring: DevCaptchaQuery, response: { 200: DevCaptchaAnswer, ...errorResponses } } }, async (request) => {
    const text = await app.captcha.devAnswer(request.query.captchaId);
    if (!text) throw new ApiError(404, 'not-found', 'No development captcha has this id');
    return { text };
  });
};
