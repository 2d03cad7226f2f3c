import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Section } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../../../i18n/catalogue';
import type { BlockProps } from '../../../../components/block-props';
import { BlockCta, Lead, PlainList } from '../../../../components/block-parts';
import { OfferCard } from './offer-card';

/**
 * One card under another on phones; side by side from 600px, at most four per row of 1200px.
 * Cards keep one width (260–360px), centred, so three offers do not stretch into banners.
 */
const Cards = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  > li {
    flex: 1 1 260px;
    max-width: 360px;
    min-width: 0;
  }
`;

/** The offers of the page (forfaits, internet, business plans), names and prices from the content service. */
export function OfferCards({ block }: BlockProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const items = block.items ?? [];
  if (items.length === 0) return null;
  return (
    <Section title={block.title || t('sections.offerCards')} tone="subtle">
      {block.subtitle && <Lead>{block.subtitle}</Lead>}
      <Cards role="list">
        {items.map((item) => (
          <li key={item.id}>
            <OfferCard item={item} />
          </li>
        ))}
      </Cards>
      <BlockCta cta={block.cta} />
    </Section>
  );
}
