import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, SiteLink, media } from '@atlas/ui-kit';
import { SELFCARE_NS } from '../i18n/selfcare';
import { useSelfcarePath } from './use-selfcare-path';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xl};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  ${media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Back = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary.main};
  &::before {
    content: '‹';
    margin-inline-end: 6px;
    font-size: 1.3em;
  }
`;

const Intro = styled.p`
  margin: -8px 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** A white card on the page: forms and lists sit in one. */
export const Card = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.raised};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** A card's title (an h2; `as="h3"` under a heading of the page's). */
export const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A row in a card: a figure or a sentence and its action, the action going under it on a narrow card. */
export const CardRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

export interface SelfcarePageProps {
  title: ReactNode;
  intro?: ReactNode;
  /** A self-care path to go back to (`mon-compte`). */
  back?: string;
  narrow?: boolean;
  children: ReactNode;
}

export function SelfcarePage({ title, intro, back, narrow = false, children }: SelfcarePageProps) {
  const { t } = useTranslation(SELFCARE_NS);
  const path = useSelfcarePath();
  return (
    <Page $narrow={narrow}>
      {back && <Back to={path(back)}>{t('common.back')}</Back>}
      <Title>{title}</Title>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Page>
  );
}
