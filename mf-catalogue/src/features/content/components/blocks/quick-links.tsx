import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { media, Section, SiteLink } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../../../i18n/catalogue';
import type { BlockProps } from '../../../../components/block-props';
import { BlockCta, columnsForAllItems, itemCount, Lead, PlainList } from '../../../../components/block-parts';
import { ResponsiveImage } from '../../../../components/responsive-image';

const Grid = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  ${media.up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.up('md')} {
    ${({ theme }) => columnsForAllItems('140px', theme.space.md)}
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Tile = styled(SiteLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  min-height: 96px;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.raised};
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary.main};
    box-shadow: ${({ theme }) => theme.shadows.md};
    color: ${({ theme }) => theme.colors.primary.dark};
  }
`;

const Icon = styled(ResponsiveImage)`
  width: 48px;
  height: 48px;
`;

/** Shortcuts to the most used journeys (recharge, pay an invoice, ...): icon and label tiles. */
export function QuickLinks({ block }: BlockProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const items = (block.items ?? []).filter((item) => item.link);
  if (items.length === 0) return null;
  return (
    <Section title={block.title || t('sections.quickLinks')}>
      {block.subtitle && <Lead>{block.subtitle}</Lead>}
      <Grid role="list" style={itemCount(items.length)}>
        {items.map((item) => (
          <li key={item.id}>
            <Tile to={item.link!}>
              {item.image && <Icon image={item.image} width={48} height={48} sizes="48px" fit="contain" decorative />}
              <span>{item.title}</span>
            </Tile>
          </li>
        ))}
      </Grid>
      <BlockCta cta={block.cta} />
    </Section>
  );
}
