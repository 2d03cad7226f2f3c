/**
 * The customer satisfaction survey (`/api/v1/ms-forms/survey…`). An invitation is the reference
 * of a request or an order (`?ref=`): it can be answered once. Without a reference anyone may
 * answer. Each POST carries an `Idempotency-Key`, so a doubled submit stores one answer.
 */

import { RequiredText } from './forms';
import { Named, StringEnum, Type, type Static } from './schema-kit';

/** Overall satisfaction, 1 (very dissatisfied) to 5 (very satisfied). */
export const SATISFACTION_SCORES = [1, 2, 3, 4, 5] as const;
/** Likelihood to recommend (net promoter score), 0 to 10. */
export const RECOMMENDATION_SCORES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const SURVEY_CHANNELS = ['website', 'app', 'agency', 'call-centre', 'social'] as const;
export type SurveyChannel = (typeof SURVEY_CHANNELS)[number];

/** A score at or below this asks the customer to say what went wrong (comment required). */
export const SURVEY_COMMENT_REQUIRED_AT_MOST = 2;
export const SURVEY_COMMENT_MAX_LENGTH = 1000;
/** References of the public forms (`RAP-7K3M9Q`) and orders (18 letters or digits). */
export const SURVEY_REFERENCE_PATTERN = /^(?:[A-Z]{3}-[A-Z0-9]{6}|[A-Za-z0-9]{18})$/;

const InvitationRef = Type.String({ pattern: SURVEY_REFERENCE_PATTERN.source });

/** POST /api/v1/ms-forms/survey (Idempotency-Key): a low score says what went wrong (comment required). */
export const SurveyAnswer = Type.Object(
  {
    /** The invitation answered, when the survey was opened from one. */
    ref: Type.Optional(InvitationRef),
    satisfaction: Type.Integer({ enum: [...SATISFACTION_SCORES] }),
    recommendation: Type.Integer({ enum: [...RECOMMENDATION_SCORES] }),
    channel: Named<SurveyChannel>(StringEnum(SURVEY_CHANNELS)),
    comment: Type.Optional(RequiredText(SURVEY_COMMENT_MAX_LENGTH)),
  },
  {
    additionalProperties: false,
    if: { properties: { satisfaction: { type: 'integer', maximum: SURVEY_COMMENT_REQUIRED_AT_MOST } } },
    then: { required: ['comment'] },
  },
);
export interface SurveyAnswer extends Static<typeof SurveyAnswer> {}

/** The path of GET /api/v1/ms-forms/survey/invitations/{ref}. */
export const SurveyInvitationParams = Type.Object({ ref: InvitationRef });
export interface SurveyInvitationParams extends Static<typeof SurveyInvitationParams> {}

/** GET /api/v1/ms-forms/survey/invitations/{ref} */
export const SurveyInvitation = Type.Object({
  ref: Type.String(),
  /** What the invitation is about: a request of a public form, or an order. */
  subject: StringEnum(['request', 'order']),
  status: StringEnum(['open', 'answered']),
});
export interface SurveyInvitation extends Static<typeof SurveyInvitation> {}

export const SURVEY_ERROR_CODES = {
  /** No request or order carries this reference. */
  invitationUnknown: 'survey-001',
  /** This invitation has its answer already. */
  alreadyAnswered: 'survey-002',
} as const;
