import { number, object, string } from 'yup';
import {
  RECOMMENDATION_SCORES,
  SATISFACTION_SCORES,
  SURVEY_CHANNELS,
  SURVEY_COMMENT_MAX_LENGTH,
  SURVEY_COMMENT_REQUIRED_AT_MOST,
} from '@atlas/contracts/survey';
import { message } from './validation-message';

const score = (scores: readonly number[], key: 'satisfactionRequired' | 'recommendationRequired') =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === undefined || original === null ? undefined : value))
    .typeError(message(key))
    .required(message(key))
    .oneOf([...scores], message(key));

/**
 * The satisfaction survey: a score of 1 to 5, a recommendation of 0 to 10, the channel used, and
 * a comment — required when the score is 2 or less, so the customer says what went wrong.
 */
export const surveySchema = object({
  satisfaction: score(SATISFACTION_SCORES, 'satisfactionRequired'),
  recommendation: score(RECOMMENDATION_SCORES, 'recommendationRequired'),
  channel: string()
    .required(message('channelRequired'))
    .oneOf([...SURVEY_CHANNELS], message('channelRequired')),
  comment: string()
    .trim()
    .max(SURVEY_COMMENT_MAX_LENGTH, message('tooLong'))
    .when('satisfaction', {
      is: (satisfaction: unknown) => typeof satisfaction === 'number' && satisfaction <= SURVEY_COMMENT_REQUIRED_AT_MOST,
      then: (schema) => schema.required(message('surveyCommentRequired')),
    }),
});
