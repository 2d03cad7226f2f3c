import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { media, Section, SiteLink } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../../../i18n/catalogue';
import type { BlockProps } from '../../../../components/block-props';
import { BlockCta, columnsForAllItems, itemCount, Lead, PlainList } from '../../../../components/block-parts';
import { ResponsiveImage } from '../../../../components/responsive-image';

const Grid = styled(PlainList)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('md')} {
    ${({ theme }) => columnsForAllItems('220px', theme.space.xl)}
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const Feature = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

const Pictogram = styled(ResponsiveImage)`
  width: 64px;
  height: 64px;
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.secondary.main};
`;

const Body = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const More = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Reasons to choose the operator (network, agencies, support): pictogram, title and a sentence each. */
export function FeatureGrid({ block }: BlockProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const items = block.items ?? [];
  if (items.length === 0) return null;
  return (
    <Section title={block.title || t('sections.featureGrid')}>
      {block.subtitle && <Lead>{block.subtitle}</Lead>}
      <Grid role="list" style={itemCount(items.length)}>
        {items.map((item) => (
          <li key={item.id}>
            <Feature>
              {item.image && <Pictogram image={item.image} width={64} height={64} sizes="64px" fit="contain" decorative />}
              <Title>{item.title}</Title>
              {item.body && <Body>{item.body}</Body>}
              {item.link && <More to={item.link}>{item.ctaLabel || t('readMoreAbout', { title: item.title })}</More>}
            </Feature>
          </li>
        ))}
      </Grid>
      <BlockCta cta={block.cta} />
    </Section>
  );
}
