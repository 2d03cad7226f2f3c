import { useId } from 'react';
import styled from 'styled-components';
import { Container, media } from '@atlas/ui-kit';
import type { BlockProps } from '../../../../components/block-props';
import { CtaButton } from '../../../../components/cta-button';
import { ResponsiveImage } from '../../../../components/responsive-image';

const Band = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.xxl} 0;
  }
`;

const Panel = styled.div<{ $withImage: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.secondary.main};
  color: ${({ theme }) => theme.colors.secondary.contrastText};
  ${media.up('md')} {
    grid-template-columns: ${({ $withImage }) => ($withImage ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    align-items: center;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.xxl};
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  overflow-wrap: anywhere;
`;

const Body = styled.p`
  max-width: 52ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  opacity: 0.92;
`;

/** Fills its half of the panel from tablet width; under the text on phones. */
const Picture = styled.div`
  ${media.up('md')} {
    height: 100%;
    img {
      height: 100%;
    }
  }
`;

/** A full-width promotion: text and button beside a picture, stacked on phones. */
export function PromoBanner({ block, priority }: BlockProps) {
  const headingId = useId();
  if (!block.title && !block.body) return null;
  return (
    <Band aria-labelledby={block.title ? headingId : undefined}>
      <Container>
        <Panel $withImage={!!block.image}>
          <Text>
            {block.title && <Title id={headingId}>{block.title}</Title>}
            {block.subtitle && <Body>{block.subtitle}</Body>}
            {block.body && <Body>{block.body}</Body>}
            {block.cta?.link && block.cta.label && (
              <CtaButton to={block.cta.link} size="lg">
                {block.cta.label}
              </CtaButton>
            )}
          </Text>
          {block.image && (
            <Picture>
              <ResponsiveImage
                image={block.image}
                width={1200}
                height={800}
                sizes="(min-width: 1200px) 576px, (min-width: 900px) 50vw, 100vw"
                priority={priority}
              />
            </Picture>
          )}
        </Panel>
      </Container>
    </Band>
  );
}
