import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SurveyChannel } from '@atlas/shared/contracts/survey';
import type { Language } from '../../language';
import { at } from '../ms-iam/ms-iam.tables';

/**
 * Every request a public form sends (call-back, fibre call-back, fraud report…), stored before the
 * customer sees success. The client's idempotency key makes a doubled submit one request.
 */
export const formRequests = pgTable(
  'form_requests',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** What the customer is told to quote ("RAP-7K3M9Q"). */
    reference: text('reference').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    language: text('language').$type<Language>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('form_requests_idempotency_idx').on(table.kind, table.idempotencyKey)],
);

/**
 * Answers of the satisfaction survey. An answer to an invitation (`invitationRef`, the reference
 * of a request or an order) is unique: one answer per invitation.
 */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    invitationRef: text('invitation_ref').unique(),
    satisfaction: integer('satisfaction').notNull(),
    recommendation: integer('recommendation').notNull(),
    channel: text('channel').$type<SurveyChannel>().notNull(),
    comment: text('comment'),
    language: text('language').$type<Language>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
);
