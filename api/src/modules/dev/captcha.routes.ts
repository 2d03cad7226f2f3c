import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiError, errorResponses } from '../../errors';

/** GET /api/dev/captcha?captchaId: the answer, in development only (end-to-end journeys type it). */
export const devCaptchaRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/captcha',
    {
      schema: {
        querystring: Type.Object({ captchaId: Type.String({ format: 'uuid' }) }),
        response: { 200: Type.Object({ text: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      const text = await app.captcha.devAnswer(request.query.captchaId);
      if (!text) throw new ApiError(404, 'not-found', 'No development captcha has this id');
      return { text };
    },
  );
};
