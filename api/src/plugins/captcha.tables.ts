import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../modules/ms-iam/ms-iam.tables';

/** Captchas the captcha plugin generated (the shop, recharges, tracking): the answer hashed, single use, short-lived. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  /** Development only (the SMS outbox is on): the answer, for GET /api/dev/captcha. Null in production. */
  devAnswer: text('dev_answer'),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  /** The idempotency key of the request that used it: a retry of that request may use it again. */
  usedBy: text('used_by'),
  solved: boolean('solved'),
});
