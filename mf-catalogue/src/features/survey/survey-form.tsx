import { useId } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { FormField, FormRadioGroup, surveySchema } from '@atlas/forms';
import {
  RECOMMENDATION_SCORES,
  SATISFACTION_SCORES,
  SURVEY_CHANNELS,
  SURVEY_COMMENT_MAX_LENGTH,
  SURVEY_COMMENT_REQUIRED_AT_MOST,
  type SurveyAnswer,
} from '@atlas/contracts/survey';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { PublicForm } from '../../components/public-form';
import '../../i18n/catalogue-survey';

interface SurveyValues {
  satisfaction?: string;
  recommendation?: string;
  channel?: string;
  comment?: string;
}

/** The comment turns required, and says so, when the score is low. */
function CommentField({ id }: { id: string }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const { input } = useField<string>('satisfaction', { subscription: { value: true } });
  const low = input.value !== '' && input.value !== undefined && Number(input.value) <= SURVEY_COMMENT_REQUIRED_AT_MOST;
  return (
    <FormField
      id={id}
      name="comment"
      label={low ? t('survey.commentLow') : t('survey.comment')}
      hint={t('survey.commentHint', { max: SURVEY_COMMENT_MAX_LENGTH })}
      required={low}
      multiline
      rows={4}
      maxLength={SURVEY_COMMENT_MAX_LENGTH}
    />
  );
}

/** The three questions and a comment; sent once per invitation (`invitation`, when there is one). */
export function SurveyForm({ invitation }: { invitation?: string }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const id = useId();
  const toRequest = (values: SurveyValues): SurveyAnswer => {
    const answer = surveySchema.cast(values, { stripUnknown: true }) as SurveyAnswer;
    return {
      ...(invitation && { ref: invitation }),
      satisfaction: answer.satisfaction,
      recommendation: answer.recommendation,
      channel: answer.channel,
      ...(answer.comment && { comment: answer.comment }),
    };
  };
  return (
    <PublicForm<SurveyValues> path="survey" schema={surveySchema} sentTitle={t('survey.sent')} toRequest={toRequest} allowAnother={!invitation}>
      <FormRadioGroup
        name="satisfaction"
        legend={t('survey.satisfaction')}
        hint={t('survey.satisfactionHint')}
        required
        options={SATISFACTION_SCORES.map((score) => ({ value: String(score), label: t(`survey.scores.${score}`) }))}
      />
      <FormRadioGroup
        name="recommendation"
        legend={t('survey.recommendation')}
        hint={t('survey.recommendationHint')}
        required
        row
        options={RECOMMENDATION_SCORES.map((score) => ({ value: String(score), label: String(score) }))}
      />
      <FormRadioGroup
        name="channel"
        legend={t('survey.channel')}
        required
        options={SURVEY_CHANNELS.map((channel) => ({ value: channel, label: t(`survey.channels.${channel}`) }))}
      />
      <CommentField id={`${id}-comment`} />
    </PublicForm>
  );
}
