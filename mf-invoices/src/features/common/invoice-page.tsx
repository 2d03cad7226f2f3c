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

/** A titled block of a page. */
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

/**
 * An invoice page: its title (focused after each navigation inside the site, so keyboard and
 * screen-reader users start at the new step), an introduction and the content.
 */
export function InvoicePage({ title, intro, children, narrow = false }: { title: ReactNode; intro?: ReactNode; children?: ReactNode; narrow?: boolean }) {
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
