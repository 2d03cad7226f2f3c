import { useEffect } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { atlasApi, readState } from '@atlas/runtime';
import { Container, EmptyState, ErrorState, Loading, Skeleton } from '@atlas/ui-kit';
import { SURVEY_REFERENCE_PATTERN, type SurveyInvitation } from '@atlas/contracts/survey';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { PageHeader } from '../../components/catalog-parts';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { CtaButton } from '../../components/cta-button';
import { SurveyForm } from './survey-form';
import '../../i18n/catalogue-survey';

const Page = styled(Container)`
  max-width: 760px;
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const surveyApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    /** An invitation turns answered at its first answer: never kept. */
    surveyInvitation: build.query<SurveyInvitation, string>({
      query: (ref) => ({ url: `/api/v1/ms-forms/survey/invitations/${encodeURIComponent(ref)}` }),
      keepUnusedDataFor: 0,
    }),
  }),
});

function UnknownInvitation() {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <EmptyState
      title={t('survey.unknownTitle')}
      description={t('survey.unknownBody')}
      action={
        <CtaButton to="/enquete-satisfaction" variant="secondary">
          {t('survey.answerAnyway')}
        </CtaButton>
      }
    />
  );
}

function InvitedSurvey({ invitation }: { invitation: string }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const answer = readState(surveyApi.useSurveyInvitationQuery(invitation));
  if (answer.status === 'loading') {
    return (
      <Loading label={t('survey.loading')}>
        <Skeleton variant="rect" height={320} />
      </Loading>
    );
  }
  if (answer.status === 'error') {
    if (answer.code === 'survey-001') return <UnknownInvitation />;
    return <ErrorState title={t('survey.loadError')} code={answer.code} onRetry={answer.retry} />;
  }
  if (answer.data.status === 'answered') {
    return <EmptyState title={t('survey.answeredTitle')} description={t('survey.answeredBody')} action={<CtaButton to="/">{t('empty.backHome')}</CtaButton>} />;
  }
  return (
    <>
      <p>{t('survey.about', { reference: invitation })}</p>
      <SurveyForm invitation={invitation} />
    </>
  );
}

/** /enquete-satisfaction[?ref=]: the customer survey, once per invitation when it comes from one. */
export function SurveyPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const [searchParams] = useSearchParams();
  const invitation = searchParams.get('ref')?.trim() || undefined;
  useEffect(() => {
    document.title = `${t('survey.title')} | ${t('brand')}`;
  }, [t]);
  return (
    <Page data-page="enquete-satisfaction">
      <PageHeader>
        <Breadcrumbs trail={[{ label: t('contentPages.home'), path: '/' }, { label: t('survey.title') }]} />
        <h1>{t('survey.title')}</h1>
        <p>{t('survey.intro')}</p>
      </PageHeader>
      {!invitation && <SurveyForm />}
      {invitation && (SURVEY_REFERENCE_PATTERN.test(invitation) ? <InvitedSurvey invitation={invitation} /> : <UnknownInvitation />)}
    </Page>
  );
}
