import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Price } from '@atlas/ui-kit';
import type { ContentBlockItem } from '@atlas/contracts';
import { CATALOGUE_NS } from '../../../../i18n/catalogue';
import { PlainList } from '../../../../components/block-parts';
import { CtaButton } from '../../../../components/cta-button';
import { CheckIcon } from '../../../../components/icons';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.raised};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Badge = styled.span`
  align-self: flex-start;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary.light};
  color: ${({ theme }) => theme.colors.primary.dark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.secondary.main};
  overflow-wrap: anywhere;
`;

const Subtitle = styled.p`
  margin-top: calc(-1 * ${({ theme }) => theme.space.xs});
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const PriceRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary.main};
`;

const Tax = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Features = styled(PlainList)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xs};
  }
  svg {
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success.main};
  }
`;

/** Pushes the button to the bottom, so the buttons of a row line up whatever the features. */
const Action = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xs};
`;

/** One offer: name, badge, price in dirhams TTC per period, its features and the button to choose it. */
export function OfferCard({ item }: { item: ContentBlockItem }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const titleId = useId();
  const features = item.features ?? [];
  return (
    <Card aria-labelledby={titleId}>
      {item.badge && <Badge>{item.badge}</Badge>}
      <Title id={titleId}>{item.title}</Title>
      {item.subtitle && <Subtitle>{item.subtitle}</Subtitle>}
      {item.price && (
        <PriceRow data-testid="offer-price">
          <Price amount={item.price.amount} period={item.price.period} size="lg" /> <Tax>{t('offer.taxIncluded')}</Tax>
        </PriceRow>
      )}
      {features.length > 0 && (
        <Features role="list" aria-label={t('offer.features', { name: item.title })}>
          {features.map((feature, i) => (
            <li key={`${i}-${feature}`}>
              <CheckIcon />
              <span>{feature}</span>
            </li>
          ))}
        </Features>
      )}
      {item.link && (
        <Action>
          <CtaButton to={item.link} fullWidth>
            {item.ctaLabel || t('offer.choose')}
          </CtaButton>
        </Action>
      )}
    </Card>
  );
}
