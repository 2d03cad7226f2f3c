import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SurveyAnswer, SurveyInvitation } from '@atlas/contracts/survey';
import type { Database } from '../../db/database';
import { orderExists } from '../ms-ecom/public';
import type { Language } from '../../language';
import { reference } from '../../reference';
import { formRequests, surveyAnswers } from './ms-forms.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

declare module 'fastify' {
  interface FastifyInstance {
    surveyAnswersRepository: SurveyAnswersRepository;
  }
}

export type SurveyAnswerRow = typeof surveyAnswers.$inferSelect;

/** The satisfaction survey's SQL: the invitations (requests and orders by reference) and the answers. */
export class SurveyAnswersRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** The invitation behind a reference: a request of a public form, or an order of the shop (its refNumber). */
  async invitationSubject(ref: string): Promise<SurveyInvitation['subject'] | null> {
    const [request] = await this.db.select({ id: formRequests.id }).from(formRequests).where(eq(formRequests.reference, ref));
    if (request) return 'request';
    return (await orderExists(this.db, ref)) ? 'order' : null;
  }

  /** Whether the invitation has its answer. */
  async isAnswered(ref: string): Promise<boolean> {
    const [answer] = await this.db.select({ id: surveyAnswers.id }).from(surveyAnswers).where(eq(surveyAnswers.invitationRef, ref));
    return answer !== undefined;
  }

  /** Stores an answer under a new reference; undefined when its key, its invitation or (rarely) its reference is taken. */
  async insert(answer: SurveyAnswer, { idempotencyKey, language }: { idempotencyKey: string; language: Language }): Promise<SurveyAnswerRow | undefined> {
    const [created] = await this.db
      .insert(surveyAnswers)
      .values({
        id: randomUUID(),
        reference: reference('AVS'),
        idempotencyKey,
        invitationRef: answer.ref ?? null,
        satisfaction: answer.satisfaction,
        recommendation: answer.recommendation,
        channel: answer.channel,
        comment: answer.comment ?? null,
        language,
      })
      .onConflictDoNothing()
      .returning();
    return created;
  }

  /** The answer stored with this idempotency key, if any. */
  async byIdempotencyKey(idempotencyKey: string): Promise<SurveyAnswerRow | undefined> {
    const [row] = await this.db.select().from(surveyAnswers).where(eq(surveyAnswers.idempotencyKey, idempotencyKey));
    return row;
  }
}

/** Registered by the ms-forms module, before its routes (its scope only). */
export const surveyAnswersRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('surveyAnswersRepository', new SurveyAnswersRepository(app.db));
  },
  { name: 'survey-answers-repository' },
);
