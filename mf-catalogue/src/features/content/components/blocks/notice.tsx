import { useId } from 'react';
import styled from 'styled-components';
import { Container } from '@atlas/ui-kit';
import type { BlockProps } from '../../../../components/block-props';
import { CtaButton } from '../../../../components/cta-button';
import { TextBody } from '../text-body';

const Band = styled.section`
  padding: ${({ theme }) => theme.space.lg} 0;
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  padding: ${({ theme }) => theme.space.lg};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary.main};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary.light};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.secondary.main};
  }
`;

/** A message that must not be missed (how to get the RIO, who to call), with its call to action. */
export function Notice({ block }: BlockProps) {
  const headingId = useId();
  if (!block.title && !block.body) return null;
  return (
    <Band aria-labelledby={block.title ? headingId : undefined}>
      <Container>
        <Panel>
          {block.title && <h2 id={headingId}>{block.title}</h2>}
          {block.body && <TextBody text={block.body} />}
          {block.cta && (
            <CtaButton to={block.cta.link} variant="secondary">
              {block.cta.label}
            </CtaButton>
          )}
        </Panel>
      </Container>
    </Band>
  );
}
