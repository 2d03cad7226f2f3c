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

/** A recharge page: its title (focused after each navigation inside the site), an introduction, the content. */
export function RechargePage({ title, intro, children, narrow = false }: { title: ReactNode; intro?: ReactNode; children?: ReactNode; narrow?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key, pathname } = useLocation();
  useEffect(() => {
    if (key !== 'default') heading.current?.focus({ preventScroll: false });
  }, [key, pathname]);
  return (
    <Root $narrow={narrow}>
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

export const Panel = styled.section`
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

export const FormAlert = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.danger.light};
  color: ${({ theme }) => theme.colors.danger.main};
`;

export const Banner = styled.div<{ $tone: 'success' | 'danger' | 'info' }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) => theme.colors[$tone].light};
  color: ${({ theme, $tone }) => theme.colors[$tone].main};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

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

/** Buttons in a row that wraps (one tap away: lines, favourites). */
export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
