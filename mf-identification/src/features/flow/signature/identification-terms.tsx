import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '@atlas/contracts';
import { IDENTIFICATION_TERMS } from '@atlas/contracts/identification';
import { ErrorState } from '@atlas/ui-kit';
import { IDENTIFICATION_NS } from '../../../i18n/identification';
import { useIdentificationTermsQuery } from './identification-terms-query';

const Terms = styled.details`
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary.main};
    text-decoration: underline;
  }
`;
const TermsText = styled.div`
  max-height: 260px;
  overflow-y: auto;
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h3 {
    font-size: 1em;
    margin: ${({ theme }) => theme.space.sm} 0 4px;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

/** The identification_cgu terms (ms-content's page of that name), to read before accepting them. */
export function IdentificationTerms({ language }: { language: Language }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const read = useIdentificationTermsQuery(language);
  const terms =
    read.isError && !read.isFetching
      ? { status: 'failed' as const }
      : read.currentData !== undefined
        ? { status: 'ready' as const, block: read.currentData }
        : { status: 'loading' as const };
  return (
    <Terms data-terms={IDENTIFICATION_TERMS.type}>
      <summary>{t('signature.termsLink')}</summary>
      {terms.status === 'loading' && <p role="status">{t('signature.termsLoading')}</p>}
      {terms.status === 'failed' && <ErrorState message={t('signature.termsFailed')} onRetry={() => void read.refetch()} headingLevel={3} />}
      {terms.status === 'ready' && (
        <TermsText tabIndex={0} aria-label={t('signature.termsLink')}>
          {terms.block?.subtitle && <p>{terms.block.subtitle}</p>}
          {terms.block?.items.map((article) => (
            <section key={article.id}>
              <h3>{article.title}</h3>
              {(article.body ?? '').split(/\n\n+/).map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </section>
          ))}
        </TermsText>
      )}
    </Terms>
  );
}
