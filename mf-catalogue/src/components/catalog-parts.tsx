import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@atlas/runtime';
import { media, Price } from '@atlas/ui-kit';
import type { CatalogProduct, LocalizedText } from '@atlas/contracts/catalog';
import { CATALOGUE_NS } from '../i18n/catalogue';

/** The text of a localised field in the page's language. */
export const useLocalized = () => {
  const language = useLanguage();
  return (text: LocalizedText) => text[language];
};

export const PageHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.lg};
  h1 {
    color: ${({ theme }) => theme.colors.secondary.main};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    max-width: 70ch;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

/** `$compact` for product pictures: two columns on a phone. */
export const CardGrid = styled.ul<{ $compact?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $compact }) => ($compact ? '148px' : '240px')}), 1fr));
  gap: ${({ theme, $compact }) => ($compact ? theme.space.sm : theme.space.md)};
  ${media.up('sm')} {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.article<{ $highlighted?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.sm};
  ${media.up('sm')} {
    padding: ${({ theme }) => theme.space.md};
  }
  border: ${({ $highlighted }) => ($highlighted ? 2 : 1)}px solid
    ${({ theme, $highlighted }) => ($highlighted ? theme.colors.primary.main : theme.colors.border.subtle)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.raised};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const Tag = styled.span<{ $tone?: 'primary' | 'neutral' | 'success' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ theme, $tone = 'neutral' }) =>
    ({ primary: theme.colors.primary.light, neutral: theme.colors.neutral[100], success: theme.colors.success.light, danger: theme.colors.danger.light })[
      $tone
    ]};
  color: ${({ theme, $tone = 'neutral' }) =>
    ({ primary: theme.colors.primary.dark, neutral: theme.colors.text.secondary, success: theme.colors.success.main, danger: theme.colors.danger.main })[
      $tone
    ]};
`;

export const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

const PriceLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary.main};
`;

const Previous = styled.s`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A product's price TTC, with the price it replaces when on promotion. */
export function ProductPrice({ product, size = 'md' }: { product: Pick<CatalogProduct, 'price' | 'previousPrice' | 'period'>; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <PriceLine data-price={product.price}>
      <Price amount={product.price} period={product.period === 'month' ? 'month' : undefined} size={size} />
      {product.previousPrice !== undefined && <Previous>{t('catalog.previousPrice', { price: product.previousPrice })}</Previous>}
    </PriceLine>
  );
}

/** In stock or out of stock, said in words and not only by colour. */
export function StockState({ product }: { product: Pick<CatalogProduct, 'stockState'> }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const inStock = product.stockState === 'in-stock';
  return (
    <Tag $tone={inStock ? 'success' : 'danger'} data-stock-state={product.stockState}>
      {inStock ? t('catalog.inStock') : t('catalog.outOfStock')}
    </Tag>
  );
}

/** The name of an offer on its card. */
export const OfferName = styled.h2`
  color: ${({ theme }) => theme.colors.secondary.main};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** What an offer includes, as a short list under its name. */
export const OfferHighlights = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The foot of a card (price and actions), pushed to the bottom so cards of a row line up. */
export const CardFoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: auto;
`;
