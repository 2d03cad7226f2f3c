import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@atlas/runtime';
import { Button } from '@atlas/ui-kit';
import { offerNameIn, type CatalogProduct } from '@atlas/contracts/catalog';
import { CATALOGUE_NS } from '../i18n/catalogue';
import { Card, CardFoot, OfferHighlights, OfferName, ProductPrice, Tag, Tags, useLocalized } from './catalog-parts';
import { commitmentText } from './plan-allowances';
import { useAddToCart } from './use-add-to-cart';

const Speed = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** "100 Mb/s", "1 Gb/s". */
export const speedLabel = (megabits: number, language: string) =>
  megabits >= 1000
    ? `${megabits / 1000} ${language === 'ar' ? 'جيغابت/ث' : language === 'en' ? 'Gbps' : 'Gb/s'}`
    : `${megabits} ${language === 'ar' ? 'ميغابت/ث' : language === 'en' ? 'Mbps' : 'Mb/s'}`;

export interface HomeOfferCardProps {
  offer: CatalogProduct;
  highlighted?: boolean;
  /** The level of the offer's name in the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** What the card offers to do; by default, subscribe (put the offer in the cart); `false` for nothing (a summary). */
  action?: ReactNode;
}

/** A home-internet offer: badge, commitment, speed, what it includes, its price and an action. */
export function HomeOfferCard({ offer, highlighted = false, headingLevel = 2, action }: HomeOfferCardProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const localized = useLocalized();
  const addToCart = useAddToCart();
  const name = offerNameIn(offer, language);
  return (
    <Card $highlighted={highlighted} data-offer-id={offer.id} aria-current={highlighted ? 'true' : undefined}>
      <Tags>
        {offer.badge && <Tag $tone="primary">{localized(offer.badge)}</Tag>}
        <Tag>{commitmentText(t, offer.allowances)}</Tag>
      </Tags>
      <OfferName as={`h${headingLevel}`}>{name}</OfferName>
      {offer.allowances?.speedMbps !== undefined && <Speed>{t('catalog.internet.speed', { speed: speedLabel(offer.allowances.speedMbps, language) })}</Speed>}
      <OfferHighlights>
        {offer.allowances?.highlights.map((highlight) => (
          <li key={highlight.fr}>{localized(highlight)}</li>
        ))}
      </OfferHighlights>
      <CardFoot>
        <ProductPrice product={offer} size="lg" />
        {action !== undefined ? (
          action
        ) : offer.productType === 'idar' ? (
          // i-dar comes with a box: the shop's funnel (mf-cart-payment) starts with its choice.
          <Button to={`/achat/idar/choose-device-step?productId=${encodeURIComponent(offer.id)}`} aria-label={t('catalog.internet.subscribeNamed', { name })}>
            {t('catalog.internet.subscribe')}
          </Button>
        ) : (
          <Button onClick={() => addToCart(offer)} aria-label={t('catalog.internet.subscribeNamed', { name })}>
            {t('catalog.internet.subscribe')}
          </Button>
        )}
      </CardFoot>
    </Card>
  );
}
