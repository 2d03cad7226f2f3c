import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme/breakpoints';

/** The page column: 1200px at most, with the gutters of the breakpoint. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? '720px' : theme.layout.maxWidth)};
  margin-left: auto;
  margin-right: auto;
  padding-left: ${({ theme }) => theme.layout.gutter};
  padding-right: ${({ theme }) => theme.layout.gutter};
  ${media.up('md')} {
    padding-left: ${({ theme }) => theme.layout.gutterDesktop};
    padding-right: ${({ theme }) => theme.layout.gutterDesktop};
  }
`;

/** Children one under the other with a regular gap. */
export const Stack = styled.div<{ $gap?: 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl'; $align?: 'stretch' | 'start' | 'center' | 'end' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  align-items: ${({ $align = 'stretch' }) => ($align === 'start' || $align === 'end' ? `flex-${$align}` : $align)};
`;

/** Children side by side, wrapping on narrow screens. */
export const Inline = styled.div<{ $gap?: 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl'; $justify?: 'start' | 'center' | 'end' | 'between' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
  justify-content: ${({ $justify = 'start' }) => ({ start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' })[$justify]};
`;

const SectionRoot = styled.section<{ $tone: 'default' | 'subtle' }>`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  background: ${({ theme, $tone }) => ($tone === 'subtle' ? theme.colors.background.subtle : 'transparent')};
  ${media.up('md')} {
    padding-top: ${({ theme }) => theme.space.xxl};
    padding-bottom: ${({ theme }) => theme.space.xxl};
  }
`;

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export interface SectionProps {
  /** The section heading; the section is named by it. */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  tone?: 'default' | 'subtle';
  children?: ReactNode;
  className?: string;
  id?: string;
}

/** A band of the page with its heading, laid out in a Container. */
export function Section({ title, headingLevel = 2, tone = 'default', children, className, id }: SectionProps) {
  const headingId = useId();
  return (
    <SectionRoot $tone={tone} className={className} id={id} aria-labelledby={title ? headingId : undefined}>
      <Container>
        {title && (
          <SectionTitle as={`h${headingLevel}`} id={headingId}>
            {title}
          </SectionTitle>
        )}
        {children}
      </Container>
    </SectionRoot>
  );
}
