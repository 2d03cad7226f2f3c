/**
 * The customer satisfaction survey (`/api/v1/ms-forms/survey…`). An invitation is the reference
 * of a request or an order (`?ref=`): it can be answered once. Without a reference anyone may
 * answer. Each POST carries an `Idempotency-Key`, so a doubled submit stores one answer.
 */

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

export interface SurveyAnswer {
  /** The invitation answered, when the survey was opened from one. */
  ref?: string;
  satisfaction: number;
  recommendation: number;
  channel: SurveyChannel;
  comment?: string;
}

/** GET /api/v1/ms-forms/survey/invitations/{ref} */
export interface SurveyInvitation {
  ref: string;
  /** What the invitation is about: a request of a public form, or an order. */
  subject: 'request' | 'order';
  status: 'open' | 'answered';
}

export const SURVEY_ERROR_CODES = {
  /** No request or order carries this reference. */
  invitationUnknown: 'survey-001',
  /** This invitation has its answer already. */
  alreadyAnswered: 'survey-002',
} as const;
