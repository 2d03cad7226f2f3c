import styled from 'styled-components';
import { Section, SiteLink } from '@atlas/ui-kit';
import type { BlockProps } from '../../../../components/block-props';
import { BlockCta, Lead } from '../../../../components/block-parts';
import { TextBody } from '../text-body';

const Questions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 880px;
`;

const Question = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.raised};
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 48px;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.secondary.main};
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    &::after {
      content: '+';
      flex: none;
      font-size: 1.5em;
      line-height: 1;
      color: ${({ theme }) => theme.colors.primary.main};
    }
  }
  &[open] summary::after {
    content: '−';
  }
`;

const Answer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
`;

/** Questions that open one by one: native disclosure widgets, keyboard and screen readers included. */
export function Accordion({ block }: BlockProps) {
  if (block.items.length === 0) return null;
  return (
    <Section title={block.title}>
      {block.subtitle && <Lead>{block.subtitle}</Lead>}
      <Questions>
        {block.items.map((item) => (
          <Question key={item.id} id={item.id}>
            <summary>{item.title}</summary>
            <Answer>
              {item.body && <TextBody text={item.body} />}
              {item.link && item.ctaLabel && <SiteLink to={item.link}>{item.ctaLabel}</SiteLink>}
            </Answer>
          </Question>
        ))}
      </Questions>
      <BlockCta cta={block.cta} />
    </Section>
  );
}
