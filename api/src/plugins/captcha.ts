import { createHash, randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import svgCaptcha from 'svg-captcha';
import { SHOP_ERROR_CODES, type Captcha, type CaptchaAnswer } from '@atlas/contracts/shop';
import { CaptchaRepository } from './captcha.repository';
import { ApiError } from '../errors';

export const CAPTCHA_TTL_SECONDS = 300;

const hashOf = (captchaId: string, text: string) => createHash('sha256').update(`${captchaId}:${text.trim().toLowerCase()}`).digest('hex');

/** Captchas kept server-side: the answer hashed for five minutes, spent once. */
export interface CaptchaService {
  /** A new captcha: distorted text as an SVG image (its answer readable by `devAnswer` when the plugin keeps dev answers). */
  generate(): Promise<Captcha>;
  /** Stores a captcha's answer (hashed) and answers its id; `devAnswer` keeps it readable in development. */
  store(text: string, options?: { devAnswer?: boolean }): Promise<string>;
  /**
   * Checks an answer and spends the captcha: single use, right or wrong, so it cannot be guessed
   * at. A retry of the same request (same idempotency key `usedBy`) with the same right text is
   * accepted again; nothing else is. Throws payment-059 when the text does not match.
   */
  spend(answer: CaptchaAnswer | undefined, usedBy: string | null): Promise<void>;
  /** The answer kept in development, null when there is none. */
  devAnswer(captchaId: string): Promise<string | null>;
}

export function createCaptchaService(captchas: CaptchaRepository, { devAnswers = false } = {}): CaptchaService {
  const store: CaptchaService['store'] = async (text, { devAnswer = false } = {}) => {
    const id = randomUUID();
    await captchas.add({
      id,
      answerHash: hashOf(id, text),
      devAnswer: devAnswer ? text : null,
      expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
    });
    return id;
  };

  return {
    store,

    async generate() {
      // No look-alike characters (0/o, 1/l/i): the customer must be able to read it.
      const captcha = svgCaptcha.create({ size: 5, noise: 3, ignoreChars: '0oO1ilI', color: true, background: '#f4f6f8', width: 160, height: 56 });
      const captchaId = await store(captcha.text, { devAnswer: devAnswers });
      return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`, expiresIn: CAPTCHA_TTL_SECONDS };
    },

    async spend(answer, usedBy) {
      const wrong = () =>
        new ApiError(422, SHOP_ERROR_CODES.captchaInvalid, 'The captcha text does not match', [{ field: 'captcha.captchaText', rule: 'captcha' }]);
      if (!answer) throw wrong();
      const hash = hashOf(answer.captchaId, answer.captchaText);
      const first = await captchas.unspent(answer.captchaId);
      if (first) {
        const spent = await captchas.spend(answer.captchaId, usedBy, first.answerHash === hash);
        // Spent by a concurrent request in between: fall through to the retry check.
        if (spent) {
          if (!spent.solved) throw wrong();
          return;
        }
      }
      if (usedBy === null) throw wrong();
      const used = await captchas.byId(answer.captchaId);
      if (!used || !used.solved || used.usedBy !== usedBy || used.answerHash !== hash) throw wrong();
    },

    async devAnswer(captchaId) {
      return (await captchas.byId(captchaId))?.devAnswer ?? null;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaService;
  }
}

/** `app.captcha`; `devAnswers` (development) keeps each generated answer readable for the journeys. */
export const captchaPlugin = fp<{ devAnswers: boolean }>(
  async (app, { devAnswers }) => {
    app.decorate('captcha', createCaptchaService(new CaptchaRepository(app.db), { devAnswers }));
  },
  { name: 'atlas-captcha', dependencies: ['atlas-database'] },
);
