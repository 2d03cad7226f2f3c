import { useId } from 'react';
import styled from 'styled-components';
import { Container, media, SiteLink } from '@atlas/ui-kit';
import type { BlockProps } from '../../../../components/block-props';
import { PlainList } from '../../../../components/block-parts';
import { CtaButton } from '../../../../components/cta-button';
import { ResponsiveImage } from '../../../../components/responsive-image';

const Band = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;
  background: ${({ theme }) => theme.colors.background.subtle};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.xxl} 0;
  }
`;

const Layout = styled.div<{ $withImage: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  ${media.up('md')} {
    grid-template-columns: ${({ $withImage }) => ($withImage ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)')};
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.secondary.main};
  overflow-wrap: anywhere;
`;

const Body = styled.p`
  max-width: 56ch;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Stores = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StoreLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StoreBadge = styled(ResponsiveImage)`
  width: 150px;
  height: 48px;
`;

const Picture = styled.div`
  justify-self: center;
  width: 100%;
  max-width: 420px;
`;

/**
 * The operator's app: why to install it, the stores' buttons (items with a link) or one button
 * (cta), and a picture of the app.
 */
export function AppDownload({ block }: BlockProps) {
  const headingId = useId();
  const stores = (block.items ?? []).filter((item) => item.link);
  if (!block.title && !block.body) return null;
  return (
    <Band aria-labelledby={block.title ? headingId : undefined}>
      <Container>
        <Layout $withImage={!!block.image}>
          <Text>
            {block.title && <Title id={headingId}>{block.title}</Title>}
            {block.body && <Body>{block.body}</Body>}
            {stores.length > 0 && (
              <Stores role="list">
                {stores.map((store) => (
                  <li key={store.id}>
                    <StoreLink to={store.link!}>
                      {store.image ? (
                        <StoreBadge image={{ ...store.image, alt: store.image.alt || store.title }} width={150} height={48} sizes="150px" fit="contain" />
                      ) : (
                        store.title
                      )}
                    </StoreLink>
                  </li>
                ))}
              </Stores>
            )}
            {block.cta?.link && block.cta.label && <CtaButton to={block.cta.link}>{block.cta.label}</CtaButton>}
          </Text>
          {block.image && (
            <Picture>
              <ResponsiveImage image={block.image} width={840} height={840} sizes="(min-width: 900px) 420px, 90vw" fit="contain" />
            </Picture>
          )}
        </Layout>
      </Container>
    </Band>
  );
}
