import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { FORM_ERROR_CODES, type FormReceipt } from '@atlas/contracts/forms';
import {
  RECOMMENDATION_SCORES,
  SATISFACTION_SCORES,
  SURVEY_CHANNELS,
  SURVEY_COMMENT_MAX_LENGTH,
  SURVEY_COMMENT_REQUIRED_AT_MOST,
  SURVEY_ERROR_CODES,
  SURVEY_REFERENCE_PATTERN,
  type SurveyAnswer,
  type SurveyInvitation,
} from '@atlas/contracts/survey';
import { formRequests, orders, surveyAnswers } from '../../db/schema';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage } from '../../language';
import { formReceiptSchema } from './form-requests';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { reference } from '../../reference';
import { canonicalJson } from '../../canonical-json';

const refSchema = { type: 'string', pattern: SURVEY_REFERENCE_PATTERN.source } as const;

/** The invitation behind a reference: a request of a public form, or an order of the shop (its refNumber). */
async function findInvitationSubject(app: Parameters<FastifyPluginAsync>[0], ref: string): Promise<SurveyInvitation['subject'] | null> {
  const [request] = await app.db.select({ id: formRequests.id }).from(formRequests).where(eq(formRequests.reference, ref));
  if (request) return 'request';
  const [order] = await app.db.select({ refNumber: orders.refNumber }).from(orders).where(eq(orders.refNumber, ref));
  return order ? 'order' : null;
}

/** What the customer answered, as stored and compared for an idempotent replay. */
const answerOf = (row: typeof surveyAnswers.$inferSelect): SurveyAnswer => ({
  ...(row.invitationRef !== null && { ref: row.invitationRef }),
  satisfaction: row.satisfaction,
  recommendation: row.recommendation,
  channel: row.channel,
  ...(row.comment !== null && { comment: row.comment }),
});

/** ms-forms, mounted at /api/v1/ms-forms: the satisfaction survey, one answer per invitation. */
export const surveyRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { ref: string }; Reply: SurveyInvitation }>(
    '/survey/invitations/:ref',
    {
      schema: {
        params: { type: 'object', required: ['ref'], properties: { ref: refSchema } },
        response: {
          200: {
            type: 'object',
            required: ['ref', 'subject', 'status'],
            properties: {
              ref: { type: 'string' },
              subject: { type: 'string', enum: ['request', 'order'] },
              status: { type: 'string', enum: ['open', 'answered'] },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { ref } = request.params;
      const subject = await findInvitationSubject(app, ref);
      if (!subject) throw new ApiError(404, SURVEY_ERROR_CODES.invitationUnknown, `No request or order ${ref}`);
      const [answer] = await app.db.select({ id: surveyAnswers.id }).from(surveyAnswers).where(eq(surveyAnswers.invitationRef, ref));
      // It turns to answered at the first answer: never from a cache.
      reply.header('cache-control', 'no-store');
      return { ref, subject, status: answer ? 'answered' : 'open' };
    },
  );

  app.post<{ Body: SurveyAnswer; Reply: FormReceipt }>(
    '/survey',
    {
      schema: {
        headers: idempotencyHeaderSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['satisfaction', 'recommendation', 'channel'],
          properties: {
            ref: refSchema,
            satisfaction: { type: 'integer', enum: [...SATISFACTION_SCORES] },
            recommendation: { type: 'integer', enum: [...RECOMMENDATION_SCORES] },
            channel: { type: 'string', enum: [...SURVEY_CHANNELS] },
            comment: { type: 'string', minLength: 1, maxLength: SURVEY_COMMENT_MAX_LENGTH, pattern: '\\S' },
          },
          // A low score asks what went wrong.
          if: { properties: { satisfaction: { type: 'integer', maximum: SURVEY_COMMENT_REQUIRED_AT_MOST } } },
          then: { required: ['comment'] },
        },
        response: { 201: formReceiptSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = request.body;
      const key = request.idempotencyKey;
      if (answer.ref && !(await findInvitationSubject(app, answer.ref))) {
        throw new ApiError(404, SURVEY_ERROR_CODES.invitationUnknown, `No request or order ${answer.ref}`, [{ field: 'ref', rule: 'exists' }]);
      }
      const receiptOf = (row: typeof surveyAnswers.$inferSelect): FormReceipt => ({
        requestId: row.id,
        reference: row.reference,
        createdAt: row.createdAt.toISOString(),
      });
      reply.code(201);
      // A new reference is drawn if another answer already has this one (a one-in-a-billion draw).
      for (let attempt = 0; attempt < 3; attempt++) {
        const [created] = await app.db
          .insert(surveyAnswers)
          .values({
            id: randomUUID(),
            reference: reference('AVS'),
            idempotencyKey: key,
            invitationRef: answer.ref ?? null,
            satisfaction: answer.satisfaction,
            recommendation: answer.recommendation,
            channel: answer.channel,
            comment: answer.comment ?? null,
            language: requestLanguage(request.headers),
          })
          .onConflictDoNothing()
          .returning();
        if (created) return receiptOf(created);

        // This key was used before (a doubled click, a retry): the first answer stands.
        const [sameKey] = await app.db.select().from(surveyAnswers).where(eq(surveyAnswers.idempotencyKey, key));
        if (sameKey) {
          if (canonicalJson(answerOf(sameKey)) !== canonicalJson(answer))
            throw new ApiError(409, FORM_ERROR_CODES.idempotencyConflict, 'This idempotency key was used for another answer');
          reply.header('idempotent-replayed', 'true');
          return receiptOf(sameKey);
        }
        if (answer.ref) break;
      }
      throw new ApiError(409, SURVEY_ERROR_CODES.alreadyAnswered, 'This invitation has been answered');
    },
  );
};
