import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SEARCH_CATEGORIES, type SearchCategory, type SearchResult } from '@atlas/contracts';
import { readState, skipToken, useLanguage } from '@atlas/runtime';
import { Button, Container, EmptyState, ErrorState, Loading, SiteLink, Skeleton, TextField } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { PageHeader } from '../../components/catalog-parts';
import { useSiteSearchQuery } from './help-api';
import '../../i18n/catalogue-help';

const Page = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 640px;
  > :first-child {
    flex: 1 1 240px;
  }
`;

const Group = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h2 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.secondary.main};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0 0 ${({ theme }) => theme.space.xs};
    padding: 0;
    list-style: none;
  }
  li p {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Summary = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
`;

function ResultLink({ result }: { result: SearchResult }) {
  if (/^https:\/\//.test(result.link)) {
    return (
      <a href={result.link} target="_blank" rel="noopener noreferrer">
        {result.title}
      </a>
    );
  }
  return <SiteLink to={result.link}>{result.title}</SiteLink>;
}

/** /search?q=&category=: results grouped by the spec's categories, a category alone lists more. */
export function SearchPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const asked = searchParams.get('category');
  const category = SEARCH_CATEGORIES.find((name) => name === asked);
  const [draft, setDraft] = useState(q);
  const inputId = useId();
  const search = { q, ...(category ? { category } : {}) };
  const answer = readState(useSiteSearchQuery(q ? { language, ...search } : skipToken));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setSearchParams(next ? { q: next } : {});
  };
  const showCategory = (name: SearchCategory | null) => setSearchParams(name ? { q, category: name } : { q });

  return (
    <Page data-page="search">
      <PageHeader>
        <h1>{t('help.search.title')}</h1>
      </PageHeader>
      <Form role="search" onSubmit={submit}>
        <TextField
          id={inputId}
          type="search"
          name="q"
          label={t('help.search.label')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={100}
        />
        <Button type="submit">{t('help.search.submit')}</Button>
      </Form>
      {!q && <Summary>{t('help.search.prompt')}</Summary>}
      {q && answer.status === 'loading' && (
        <Loading label={t('loadingPage')}>
          <Skeleton lines={6} />
        </Loading>
      )}
      {answer.status === 'error' && <ErrorState title={t('help.search.loadError')} code={answer.code} onRetry={answer.retry} />}
      {answer.status === 'ready' && answer.data && answer.data.total === 0 && (
        <EmptyState
          title={t('help.search.noResults', { query: q })}
          description={t('help.search.noResultsHint')}
          action={
            <Chips>
              <Button variant="secondary" to="/faq">
                {t('help.search.faq')}
              </Button>
              <Button variant="secondary" to="/nos-agences">
                {t('help.search.agencies')}
              </Button>
            </Chips>
          }
        />
      )}
      {answer.status === 'ready' && answer.data && answer.data.total > 0 && (
        <>
          <Summary role="status">{t('help.search.resultsFor', { query: q, count: answer.data.total })}</Summary>
          {category && (
            <Chips>
              <Button variant="link" size="sm" onClick={() => showCategory(null)}>
                {t('help.search.allCategories')}
              </Button>
            </Chips>
          )}
          {answer.data.groups.map((group) => (
            <Group key={group.category} aria-labelledby={`search-${group.category}`} data-search-category={group.category}>
              <h2 id={`search-${group.category}`}>
                {t(`help.search.categories.${group.category}`)} ({group.total})
              </h2>
              <ul>
                {group.results.map((result) => (
                  <li key={result.id}>
                    <ResultLink result={result} />
                    <p>{result.summary}</p>
                  </li>
                ))}
              </ul>
              {!category && group.total > group.results.length && (
                <Button variant="link" size="sm" onClick={() => showCategory(group.category)}>
                  {t('help.search.seeAll', { count: group.total })}
                </Button>
              )}
            </Group>
          ))}
        </>
      )}
    </Page>
  );
}
