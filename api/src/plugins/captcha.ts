import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import svgCaptcha from 'svg-captcha';
import { SHOP_ERROR_CODES, type Captcha, type CaptchaAnswer } from '@atlas/contracts/shop';
import type { Database } from '../db/database';
import { captchas } from '../db/schema';
import { ApiError, errorResponses } from '../errors';

export const CAPTCHA_TTL_SECONDS = 300;

const hashOf = (captchaId: string, text: string) => createHash('sha256').update(`${captchaId}:${text.trim().toLowerCase()}`).digest('hex');

/** Stores a captcha's answer (hashed) and answers its id; `devAnswer` keeps it readable in development. */
export async function storeCaptcha(db: Database, text: string, { devAnswer = false } = {}): Promise<string> {
  const id = randomUUID();
  await db.insert(captchas).values({
    id,
    answerHash: hashOf(id, text),
    devAnswer: devAnswer ? text : null,
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
  });
  return id;
}

/**
 * Checks an answer and spends the captcha: single use, right or wrong, so it cannot be guessed
 * at. A retry of the same request (same idempotency key `usedBy`) with the same right text is
 * accepted again; nothing else is. Throws payment-059 when the text does not match.
 */
export async function spendCaptcha(db: Database, answer: CaptchaAnswer | undefined, usedBy: string | null): Promise<void> {
  const wrong = () => new ApiError(422, SHOP_ERROR_CODES.captchaInvalid, 'The captcha text does not match', [{ field: 'captcha.captchaText', rule: 'captcha' }]);
  if (!answer) throw wrong();
  const hash = hashOf(answer.captchaId, answer.captchaText);
  const [first] = await db
    .select({ answerHash: captchas.answerHash })
    .from(captchas)
    .where(and(eq(captchas.id, answer.captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
    .limit(1);
  if (first) {
    const spent = await db
      .update(captchas)
      .set({ usedAt: new Date(), usedBy, solved: first.answerHash === hash })
      .where(and(eq(captchas.id, answer.captchaId), isNull(captchas.usedAt)))
      .returning({ solved: captchas.solved });
    // Spent by a concurrent request in between: fall through to the retry check.
    if (spent[0]) {
      if (!spent[0].solved) throw wrong();
      return;
    }
  }
  if (usedBy === null) throw wrong();
  const [used] = await db.select().from(captchas).where(eq(captchas.id, answer.captchaId));
  if (!used || !used.solved || used.usedBy !== usedBy || used.answerHash !== hash) throw wrong();
}

export const captchaAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['captchaId', 'captchaText'],
  properties: { captchaId: { type: 'string', format: 'uuid' }, captchaText: { type: 'string', minLength: 1, maxLength: 12 } },
} as const;

/** GET /captcha/generate: distorted text as an SVG image, the answer kept hashed for five minutes. */
export const captchaRoutes: FastifyPluginAsync<{ devAnswers: boolean }> = async (app, { devAnswers }) => {
  app.get<{ Reply: Captcha }>(
    '/captcha/generate',
    {
      schema: {
        response: {
          200: { type: 'object', required: ['captchaId', 'image', 'expiresIn'], properties: { captchaId: { type: 'string' }, image: { type: 'string' }, expiresIn: { type: 'integer' } } },
          ...errorResponses,
        },
      },
    },
    async (_request, reply) => {
      // No look-alike characters (0/o, 1/l/i): the customer must be able to read it.
      const captcha = svgCaptcha.create({ size: 5, noise: 3, ignoreChars: '0oO1ilI', color: true, background: '#f4f6f8', width: 160, height: 56 });
      const captchaId = await storeCaptcha(app.db, captcha.text, { devAnswer: devAnswers });
      reply.header('cache-control', 'no-store');
      return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`, expiresIn: CAPTCHA_TTL_SECONDS };
    },
  );
};

/** GET /api/dev/captcha?captchaId: the answer, in development only (end-to-end journeys type it). */
export const devCaptchaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { captchaId: string }; Reply: { text: string } }>(
    '/captcha',
    {
      schema: {
        querystring: { type: 'object', required: ['captchaId'], properties: { captchaId: { type: 'string', format: 'uuid' } } },
        response: { 200: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } }, ...errorResponses },
      },
    },
    async (request) => {
      const [row] = await app.db.select({ devAnswer: captchas.devAnswer }).from(captchas).where(eq(captchas.id, request.query.captchaId));
      if (!row?.devAnswer) throw new ApiError(404, 'not-found', 'No development captcha has this id');
      return { text: row.devAnswer };
    },
  );
};
