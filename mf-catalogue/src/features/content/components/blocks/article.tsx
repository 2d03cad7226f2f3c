import { useId } from 'react';
import styled from 'styled-components';
import { Section, SiteLink } from '@atlas/ui-kit';
import type { BlockProps } from '../../../../components/block-props';
import { BlockCta } from '../../../../components/block-parts';
import { TextBody } from '../text-body';

const Subsections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Subsection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.secondary.main};
  }
`;

const More = styled(SiteLink)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

function ArticleSection({ item }: { item: BlockProps['block']['items'][number] }) {
  const headingId = useId();
  return (
    <Subsection aria-labelledby={headingId}>
      <h3 id={headingId}>{item.title}</h3>
      {item.body && <TextBody text={item.body} />}
      {item.link && item.ctaLabel && <More to={item.link}>{item.ctaLabel}</More>}
    </Subsection>
  );
}

/** Explanatory text: a heading, paragraphs, then sub-sections. */
export function Article({ block }: BlockProps) {
  if (!block.body && block.items.length === 0) return null;
  return (
    <Section title={block.title}>
      {block.subtitle && <p>{block.subtitle}</p>}
      {block.body && <TextBody text={block.body} />}
      {block.items.length > 0 && (
        <Subsections>
          {block.items.map((item) => (
            <ArticleSection key={item.id} item={item} />
          ))}
        </Subsections>
      )}
      <BlockCta cta={block.cta} />
    </Section>
  );
}
