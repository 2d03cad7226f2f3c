import { customType, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SurveyChannel } from '@atlas/contracts/survey';
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
    /** What the receipt told the customer beside the reference (call time, porting date), answered again on a replay. */
    outcome: jsonb('outcome').$type<Record<string, string>>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('form_requests_idempotency_idx').on(table.kind, table.idempotencyKey)],
);

/** Bytes in PostgreSQL: node-postgres answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Files sent with a form (the supplier registration's attachments), checked then kept in the
 * database: one store for PGlite and PostgreSQL, shared by every API replica, and written in the
 * same transaction as the request that claims them. A file no request claims within a day is deleted.
 */
export const formAttachments = pgTable(
  'form_attachments',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id').references(() => formRequests.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** The type of its extension (what the bytes were checked against), not what the browser said. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('form_attachments_request_idx').on(table.requestId, table.createdAt)],
);

/**
 * Answers of the satisfaction survey. An answer to an invitation (`invitationRef`, the reference
 * of a request or an order) is unique: one answer per invitation.
 */
export const surveyAnswers = pgTable('survey_answers', {
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
});
