import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@atlas/runtime';
import { Button, media, SiteLink } from '@atlas/ui-kit';
import { offerNameIn, type CatalogProduct } from '@atlas/contracts/catalog';
import { CATALOGUE_NS } from '../../../i18n/catalogue';
import { ResponsiveImage } from '../../../components/responsive-image';
import { Card, CardFoot, ProductPrice, StockState, Tag, Tags, useLocalized } from '../../../components/catalog-parts';
import { useAddToCart } from '../../../components/use-add-to-cart';

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  ${media.up('sm')} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  line-height: ${({ theme }) => theme.lineHeights.tight};
  a {
    color: ${({ theme }) => theme.colors.secondary.main};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  /* The whole card follows the name's link; the button stays its own target above it. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Linked = styled(Card)`
  position: relative;
  button,
  a[data-own-target] {
    position: relative;
    z-index: 1;
  }
`;

const Brand = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export interface ProductCardProps {
  product: CatalogProduct;
  /** Site path of the product's page. */
  to: string;
  /** Shows the add-to-cart button on the card (accessories) rather than only on the product page. */
  withAddToCart?: boolean;
  priority?: boolean;
}

/** A product of a listing: picture, brand, name, tags, price and stock. */
export function ProductCard({ product, to, withAddToCart = false, priority = false }: ProductCardProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const localized = useLocalized();
  const addToCart = useAddToCart();
  const name = offerNameIn(product, language);
  return (
    <Linked data-product-id={product.id}>
      <ResponsiveImage
        image={{ url: product.images[0] ?? '', alt: '' }}
        decorative
        width={300}
        height={300}
        fit="contain"
        sizes="(min-width: 600px) 280px, 50vw"
        priority={priority}
      />
      <Tags>
        {product.badge && <Tag $tone="primary">{localized(product.badge)}</Tag>}
        {product.network && <Tag>{product.network}</Tag>}
        <StockState product={product} />
      </Tags>
      {product.brand && <Brand>{product.brand}</Brand>}
      <Name>
        <SiteLink to={to}>{name}</SiteLink>
      </Name>
      <CardFoot>
        <ProductPrice product={product} />
        {withAddToCart && (
          <Button
            variant="secondary"
            size="sm"
            disabled={product.stockState !== 'in-stock'}
            onClick={() => addToCart(product)}
            aria-label={t('catalog.addToCartNamed', { name })}
          >
            {t('catalog.addToCart')}
          </Button>
        )}
      </CardFoot>
    </Linked>
  );
}
