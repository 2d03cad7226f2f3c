import styled from 'styled-components';
import { media, Section, SiteLink } from '@atlas/ui-kit';
import type { BlockProps } from '../../../../components/block-props';
import { BlockCta, columnsForAllItems, itemCount, Lead } from '../../../../components/block-parts';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${media.up('md')} {
    ${({ theme }) => columnsForAllItems('200px', theme.space.lg)}
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Step = styled.li`
  counter-increment: step;
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  align-content: start;
  &::before {
    content: counter(step);
    grid-row: span 3;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary.main};
    color: ${({ theme }) => theme.colors.primary.contrastText};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.secondary.main};
  }
  p {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const More = styled(SiteLink)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Numbered steps (how portability goes, what follows an order); the numbers are the list's own. */
export function Steps({ block }: BlockProps) {
  if (block.items.length === 0) return null;
  return (
    <Section title={block.title} tone="subtle">
      {block.subtitle && <Lead>{block.subtitle}</Lead>}
      <List style={itemCount(block.items.length)}>
        {block.items.map((item) => (
          <Step key={item.id}>
            <h3>{item.title}</h3>
            {item.body && <p>{item.body}</p>}
            {item.link && item.ctaLabel && <More to={item.link}>{item.ctaLabel}</More>}
          </Step>
        ))}
      </List>
      <BlockCta cta={block.cta} />
    </Section>
  );
}
