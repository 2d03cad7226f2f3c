import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FORM_ERROR_CODES, FormReceipt } from '@atlas/contracts/forms';
import { SURVEY_ERROR_CODES, SurveyAnswer, SurveyInvitation, SurveyInvitationParams } from '@atlas/contracts/survey';
import { ApiError, errorResponses } from '../../errors';
import { requestLanguage } from '../../language';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { canonicalJson } from '../../canonical-json';
import type { SurveyAnswerRow } from './survey-answers.repository';

/** What the customer answered, as stored and compared for an idempotent replay. */
const answerOf = (row: SurveyAnswerRow): SurveyAnswer => ({
  ...(row.invitationRef !== null && { ref: row.invitationRef }),
  satisfaction: row.satisfaction,
  recommendation: row.recommendation,
  channel: row.channel,
  ...(row.comment !== null && { comment: row.comment }),
});

const receiptOf = (row: SurveyAnswerRow): FormReceipt => ({
  requestId: row.id,
  reference: row.reference,
  createdAt: row.createdAt.toISOString(),
});

/** ms-forms, mounted at /api/v1/ms-forms: the satisfaction survey, one answer per invitation. */
export const surveyRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const answers = app.surveyAnswersRepository;

  app.get(
    '/survey/invitations/:ref',
    { schema: { params: SurveyInvitationParams, response: { 200: SurveyInvitation, ...errorResponses } } },
    async (request, reply) => {
      const { ref } = request.params;
      const subject = await answers.invitationSubject(ref);
      if (!subject) throw new ApiError(404, SURVEY_ERROR_CODES.invitationUnknown, `No request or order ${ref}`);
      const answered = await answers.isAnswered(ref);
      // It turns to answered at the first answer: never from a cache.
      reply.header('cache-control', 'no-store');
      return { ref, subject, status: answered ? 'answered' : 'open' } as const;
    },
  );

  app.post(
    '/survey',
    { schema: { headers: idempotencyHeaderSchema, body: SurveyAnswer, response: { 201: FormReceipt, ...errorResponses } } },
    async (request, reply) => {
      const answer = request.body;
      const key = request.idempotencyKey;
      if (answer.ref && !(await answers.invitationSubject(answer.ref))) {
        throw new ApiError(404, SURVEY_ERROR_CODES.invitationUnknown, `No request or order ${answer.ref}`, [{ field: 'ref', rule: 'exists' }]);
      }
      reply.code(201);
      // A new reference is drawn if another answer already has this one (a one-in-a-billion draw).
      for (let attempt = 0; attempt < 3; attempt++) {
        const created = await answers.insert(answer, { idempotencyKey: key, language: requestLanguage(request.headers) });
        if (created) return receiptOf(created);

        // This key was used before (a doubled click, a retry): the first answer stands.
        const sameKey = await answers.byIdempotencyKey(key);
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
