import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type FaqTopic } from '@atlas/contracts';
import { readState, useLanguage } from '@atlas/runtime';
import { Container, ErrorState, Loading, searchText, searchWords, SiteLink, Skeleton, TextField } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { PageHeader } from '../../components/catalog-parts';
import { useFaqQuery } from './help-api';
import '../../i18n/catalogue-help';

const Topics = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.text.primary};
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary.main};
    background: ${({ theme }) => theme.colors.primary.light};
    color: ${({ theme }) => theme.colors.primary.dark};
  }
`;

const Topic = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.secondary.main};
  }
`;

const Question = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  summary {
    padding: ${({ theme }) => theme.space.sm} 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    cursor: pointer;
  }
  p {
    padding-bottom: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Page = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const Filter = styled.div`
  max-width: 480px;
  margin-block: ${({ theme }) => theme.space.md};
`;

/** Questions whose text holds every word of the filter, accents and letter variants aside. */
export function matchingTopics(topics: FaqTopic[], filter: string): FaqTopic[] {
  const words = searchWords(filter);
  if (words.length === 0) return topics;
  return topics
    .map((topic) => ({
      ...topic,
      questions: topic.questions.filter((entry) => {
        const text = searchText(`${topic.title} ${entry.question} ${entry.answer}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((topic) => topic.questions.length > 0);
}

/** /faq (and /faq?link=<topic>): questions by topic, a filter that matches as one types. */
export function FaqPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const link = searchParams.get('link');
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const faq = readState(useFaqQuery(language));
  const opened = hash.slice(1);

  useEffect(() => {
    if (faq.status === 'ready' && opened) document.getElementById(opened)?.scrollIntoView?.({ block: 'center' });
  }, [faq.status, opened]);

  const topics =
    faq.status === 'ready'
      ? matchingTopics(
          faq.data.filter((topic) => !link || topic.link === link),
          filter,
        )
      : [];
  return (
    <Page data-page="faq">
      <PageHeader>
        <h1>{t('help.faq.title')}</h1>
        <p>{t('help.faq.intro')}</p>
      </PageHeader>
      {faq.status === 'loading' && (
        <Loading label={t('loadingPage')}>
          <Skeleton lines={8} />
        </Loading>
      )}
      {faq.status === 'error' && <ErrorState title={t('help.faq.loadError')} code={faq.code} onRetry={faq.retry} />}
      {faq.status === 'ready' && (
        <>
          <Topics aria-label={t('help.faq.topics')}>
            <ul>
              <li>
                <SiteLink to="/faq" aria-current={link ? undefined : 'page'}>
                  {t('help.faq.allTopics')}
                </SiteLink>
              </li>
              {faq.data.map((topic) => (
                <li key={topic.link}>
                  <SiteLink to={`/faq?link=${topic.link}`} aria-current={topic.link === link ? 'page' : undefined}>
                    {topic.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </Topics>
          <Filter>
            <TextField
              id={filterId}
              type="search"
              label={t('help.faq.filter')}
              hint={t('help.faq.filterHint')}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          </Filter>
          <div aria-live="polite">
            {topics.length === 0 && (
              <p>
                {t('help.faq.noMatch', { query: filter })} <SiteLink to={`/search?q=${encodeURIComponent(filter)}`}>{t('help.faq.searchSite')}</SiteLink>
              </p>
            )}
          </div>
          {topics.map((topic) => (
            <Topic key={topic.link} aria-labelledby={`faq-topic-${topic.link}`} data-faq-topic={topic.link}>
              <h2 id={`faq-topic-${topic.link}`}>{topic.title}</h2>
              {topic.questions.map((entry) => (
                <Question key={entry.id} id={entry.id} open={entry.id === opened || (filter.trim() !== '' && topic.questions.length <= 3)}>
                  <summary>{entry.question}</summary>
                  <p>{entry.answer}</p>
                </Question>
              ))}
            </Topic>
          ))}
        </>
      )}
    </Page>
  );
}
