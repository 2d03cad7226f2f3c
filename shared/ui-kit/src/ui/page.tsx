import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../theme/breakpoints';
import { EmptyState } from './empty-state';
import { Container } from './layout';
import { Skeleton } from './skeleton';

const Root = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  ${media.up('md')} {
    padding-top: ${({ theme }) => theme.space.xl};
  }
`;

const Heading = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
    &:focus {
      outline: none;
    }
    ${media.up('md')} {
      font-size: ${({ theme }) => theme.fontSizes.xxxl};
    }
  }
  p {
    max-width: 64ch;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export interface PageProps {
  title: ReactNode;
  intro?: ReactNode;
  /** Above the title (a funnel's stepper). */
  before?: ReactNode;
  children?: ReactNode;
  /** Narrow column for forms (720px), when no basket panel sits beside the page. */
  narrow?: boolean;
}

/**
 * A page of a remote: its title (focused after each navigation inside the site, so keyboard and
 * screen-reader users start at the new step), an introduction and the content. The first page
 * of a visit keeps the browser's own focus.
 */
export function Page({ title, intro, before, children, narrow = false }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key, pathname } = useLocation();
  useEffect(() => {
    if (key !== 'default') heading.current?.focus({ preventScroll: false });
  }, [key, pathname]);
  return (
    <Root $narrow={narrow}>
      {before}
      <Heading>
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {intro && <p>{intro}</p>}
      </Heading>
      {children}
    </Root>
  );
}

/** A titled block of a page (a recap section, the payment methods): a card with an h2. */
export const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.raised};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.lg};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A message across the page: success, failure or information. */
export const Banner = styled.div<{ $tone: 'success' | 'danger' | 'info' }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) => theme.colors[$tone].light};
  color: ${({ theme, $tone }) => theme.colors[$tone].main};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** Label and value pairs (an order's number, date, amount…). */
export const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  }
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

/** A secondary line of text. */
export const MutedText = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Two fields side by side from 600px. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.up('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Buttons in a row that wraps (one tap away: lines, favourites). */
export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** What a remote shows while a page's code arrives: a title's and a block's places. */
export function PageContentSkeleton() {
  return (
    <Container aria-busy="true">
      <Skeleton width="50%" height={36} />
      <Skeleton variant="rect" height={220} />
    </Container>
  );
}

/**
 * An unknown path of a remote run alone (standalone mode): in the site the shell sends unknown
 * paths to its own 404 page, so only a developer sees it.
 */
export function StandaloneNotFound({ title, action }: { title: ReactNode; action?: ReactNode }) {
  return (
    <Container>
      <EmptyState title={title} action={action} />
    </Container>
  );
}
