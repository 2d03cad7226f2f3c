import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Container, media } from '@atlas/ui-kit';

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

export interface ShopPageProps {
  title: ReactNode;
  intro?: ReactNode;
  /** Above the title (the funnel's stepper). */
  before?: ReactNode;
  children?: ReactNode;
  /** Narrow column for forms (720px), when no basket panel sits beside the page. */
  narrow?: boolean;
}

/**
 * A shop page: its title (focused after each navigation, so keyboard and screen-reader users
 * start at the new step), an introduction and the content.
 */
export function ShopPage({ title, intro, before, children, narrow = false }: ShopPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key, pathname } = useLocation();
  useEffect(() => {
    // The first page of a visit keeps the browser's own focus; a page reached inside the site takes it.
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

/** A titled block of a page (a recap section, the payment methods). */
export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
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

/** A failure that keeps what was typed, said next to the button that retries. */
export const FormAlert = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.danger.light};
  color: ${({ theme }) => theme.colors.danger.main};
`;

export const Muted = styled.p`
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

/** A message across the page: success, failure or information. */
export const Banner = styled.div<{ $tone: 'success' | 'danger' | 'info' }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) => theme.colors[$tone].light};
  color: ${({ theme, $tone }) => theme.colors[$tone].main};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** Label and value pairs of an order (number, date, amount…). */
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
