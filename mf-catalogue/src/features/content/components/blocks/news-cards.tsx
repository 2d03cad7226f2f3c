import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Section, SiteLink } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../../../i18n/catalogue';
import type { BlockProps } from '../../../../components/block-props';
import { BlockCta, Lead, PlainList } from '../../../../components/block-parts';
import { ResponsiveImage } from '../../../../components/responsive-image';

const Grid = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.raised};
  transition: box-shadow ${({ theme }) => theme.transitions.fast};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
`;

const Kicker = styled.p`
  color: ${({ theme }) => theme.colors.primary.dark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

/** The title's link covers the whole card: one tab stop, one name, the whole card clickable. */
const CardLink = styled(SiteLink)`
  color: ${({ theme }) => theme.colors.secondary.main};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Body = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** News and articles: picture, category, title linking to the article, a short summary. */
export function NewsCards({ block }: BlockProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const items = block.items ?? [];
  if (items.length === 0) return null;
  return (
    <Section title={block.title || t('sections.newsCards')}>
      {block.subtitle && <Lead>{block.subtitle}</Lead>}
      <Grid role="list">
        {items.map((item) => (
          <li key={item.id}>
            <Card>
              {item.image && (
                <ResponsiveImage image={item.image} width={640} height={360} sizes="(min-width: 1200px) 376px, (min-width: 600px) 50vw, 100vw" decorative />
              )}
              <Content>
                {item.badge && <Kicker>{item.badge}</Kicker>}
                <Title>{item.link ? <CardLink to={item.link}>{item.title}</CardLink> : item.title}</Title>
                {(item.body || item.subtitle) && <Body>{item.body || item.subtitle}</Body>}
              </Content>
            </Card>
          </li>
        ))}
      </Grid>
      <BlockCta cta={block.cta} />
    </Section>
  );
}
