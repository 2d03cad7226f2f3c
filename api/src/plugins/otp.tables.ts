import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../modules/ms-iam/ms-iam.tables';

/** The current one-time-password window of a number for a purpose. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: text('id').primaryKey(),
    mdn: text('mdn').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The code a resend replaced (same salt: the challenge keeps its id), told apart from a wrong one. */
    replacedCodeHash: text('replaced_code_hash'),
    expiresAt: at('expires_at').notNull(),
    lastSentAt: at('last_sent_at').notNull(),
    sends: integer('sends').notNull(),
    attempts: integer('attempts').notNull().default(0),
    blockedUntil: at('blocked_until'),
    verifiedAt: at('verified_at'),
  },
  (table) => [uniqueIndex('otp_challenges_mdn_purpose_idx').on(table.mdn, table.purpose)],
);

/** OTP proofs already spent (single use). */
export const usedOtpTokens = pgTable('used_otp_tokens', {
  id: text('id').primaryKey(),
  usedAt: at('used_at').notNull().defaultNow(),
});
