import type { FastifyPluginAsync } from 'fastify';
import { Captcha } from '@atlas/contracts/shop';
import { errorResponses } from '../../errors';

/** GET /captcha/generate: distorted text as an SVG image, the answer kept hashed for five minutes. */
export const captchaRoutes: FastifyPluginAsync = async (app) => {
  app.get('/captcha/generate', { schema: { response: { 200: Captcha, ...errorResponses } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.captcha.generate();
  });
};
