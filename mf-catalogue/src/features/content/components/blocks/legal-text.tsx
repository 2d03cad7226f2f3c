import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Container, media } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../../../i18n/catalogue';
import type { BlockProps } from '../../../../components/block-props';
import { TextBody } from '../text-body';

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  ${media.up('md')} {
    grid-template-columns: minmax(220px, 300px) minmax(0, 1fr);
    align-items: start;
  }
`;

const Contents = styled.nav`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.subtle};
  h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 2px 0;
  }
  ${media.up('md')} {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
  }
`;

const Articles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const LegalArticle = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  /* The sticky header must not hide the heading an anchor jumps to. */
  scroll-margin-top: 96px;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.secondary.main};
  }
`;

const BackToContents = styled.a`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A legal document: its table of contents, then one anchored section per article. */
export function LegalText({ block }: BlockProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const contentsId = useId().replace(/:/g, '');
  if (block.items.length === 0) return null;
  return (
    <Layout>
      <Contents aria-labelledby={`${contentsId}-title`} id={contentsId}>
        <h2 id={`${contentsId}-title`}>{block.title || t('contentPages.contents')}</h2>
        <ol>
          {block.items.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`}>{item.title}</a>
            </li>
          ))}
        </ol>
      </Contents>
      <Articles>
        {block.subtitle && <Updated>{block.subtitle}</Updated>}
        {block.items.map((item) => (
          <LegalArticle key={item.id} id={item.id} aria-labelledby={`${item.id}-title`}>
            <h2 id={`${item.id}-title`}>{item.title}</h2>
            {item.body && <TextBody text={item.body} />}
            <BackToContents href={`#${contentsId}`}>{t('contentPages.backToContents')}</BackToContents>
          </LegalArticle>
        ))}
      </Articles>
    </Layout>
  );
}
