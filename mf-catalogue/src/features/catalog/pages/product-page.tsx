import { Fragment, useState } from 'react';
import styled from 'styled-components';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { readState, useLanguage } from '@atlas/runtime';
import { Button, Container, EmptyState, ErrorState, Loading, RadioGroup, SiteLink, Skeleton, media } from '@atlas/ui-kit';
import { CATALOG_ERROR_CODES, offerNameIn, type CatalogProduct } from '@atlas/contracts/catalog';
import { CATALOGUE_NS } from '../../../i18n/catalogue';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useCatalogProductQuery } from '../../../components/catalog-api';
import { ProductPrice, StockState, Tag, Tags, useLocalized } from '../../../components/catalog-parts';
import { useAddToCart } from '../../../components/use-add-to-cart';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Gallery = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const MainPicture = styled.div`
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background.subtle};
`;

const Thumbs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Thumb = styled.button<{ $current: boolean }>`
  width: 72px;
  padding: 2px;
  border: 2px solid ${({ theme, $current }) => ($current ? theme.colors.primary.main : theme.colors.border.subtle)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.raised};
  cursor: pointer;
`;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    color: ${({ theme }) => theme.colors.secondary.main};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const SpecsTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Specs = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    unicode-bidi: plaintext;
  }
`;

const Back = styled(SiteLink)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface ProductPageProps {
  /** Where "all products" leads, and its label key. */
  listPath: string;
  listLabelKey: 'catalog.product.backToSmartphones' | 'catalog.product.backToAccessories';
}

function ProductDetails({ product }: { product: CatalogProduct }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const localized = useLocalized();
  const addToCart = useAddToCart();
  const [picture, setPicture] = useState(0);
  const [colour, setColour] = useState(product.colours?.[0]?.fr ?? '');
  const name = offerNameIn(product, language);
  const inStock = product.stockState === 'in-stock';
  return (
    <Layout data-product-id={product.id}>
      <Gallery aria-label={t('catalog.product.pictures')} role="group">
        <MainPicture>
          <ResponsiveImage
            image={{ url: product.images[picture] ?? '', alt: name }}
            width={600}
            height={600}
            fit="contain"
            sizes="(min-width: 900px) 560px, 100vw"
            priority
          />
        </MainPicture>
        {product.images.length > 1 && (
          <Thumbs>
            {product.images.map((url, index) => (
              <Thumb
                key={url}
                type="button"
                $current={index === picture}
                aria-pressed={index === picture}
                aria-label={t('catalog.product.showPicture', { index: index + 1 })}
                onClick={() => setPicture(index)}
              >
                <ResponsiveImage image={{ url, alt: '' }} decorative width={64} height={64} fit="contain" sizes="64px" />
              </Thumb>
            ))}
          </Thumbs>
        )}
      </Gallery>
      <Summary>
        <Tags>
          {product.badge && <Tag $tone="primary">{localized(product.badge)}</Tag>}
          {product.network && <Tag>{product.network}</Tag>}
          <StockState product={product} />
        </Tags>
        {product.brand && <Muted>{product.brand}</Muted>}
        <h1>{name}</h1>
        <div>
          <ProductPrice product={product} size="lg" />
          <Muted>{t('catalog.taxIncluded')}</Muted>
        </div>
        <p>{localized(product.description)}</p>
        {product.colours && product.colours.length > 1 && (
          <RadioGroup
            name="colour"
            legend={t('catalog.product.colour')}
            row
            value={colour}
            onChange={setColour}
            options={product.colours.map((option) => ({ value: option.fr, label: localized(option) }))}
          />
        )}
        <Button size="lg" disabled={!inStock} onClick={() => addToCart(product, colour ? { colour } : undefined)}>
          {t('catalog.addToCart')}
        </Button>
        <Muted>{inStock ? t('catalog.product.delivery') : t('catalog.outOfStockHint')}</Muted>
        <section aria-labelledby="product-specs">
          <SpecsTitle id="product-specs">{t('catalog.product.specs')}</SpecsTitle>
          <Specs>
            {product.specs.map((spec) => (
              <Fragment key={spec.label.fr}>
                <dt>{localized(spec.label)}</dt>
                <dd>{localized(spec.value)}</dd>
              </Fragment>
            ))}
          </Specs>
        </section>
      </Summary>
    </Layout>
  );
}

/** A product's page (catalogue-smartphones/:productId, accessoires-home/:productId). */
export function ProductPage({ listPath, listLabelKey }: ProductPageProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const { productId = '' } = useParams();
  const product = readState(useCatalogProductQuery(productId));
  return (
    <Container data-page="product">
      <Back to={listPath}>
        <span aria-hidden="true">‹ </span>
        {t(listLabelKey)}
      </Back>
      {product.status === 'loading' && (
        <Loading label={t('loadingPage')}>
          <Layout aria-hidden="true">
            <Skeleton variant="rect" height={360} />
            <Skeleton lines={6} />
          </Layout>
        </Loading>
      )}
      {product.status === 'error' && product.code === CATALOG_ERROR_CODES.productUnknown && (
        <EmptyState
          title={t('catalog.product.notFound')}
          description={t('catalog.product.notFoundHint')}
          action={
            <Button variant="secondary" to={listPath}>
              {t(listLabelKey)}
            </Button>
          }
        />
      )}
      {product.status === 'error' && product.code !== CATALOG_ERROR_CODES.productUnknown && (
        <ErrorState title={t('catalog.loadError')} code={product.code} onRetry={product.retry} />
      )}
      {product.status === 'ready' && <ProductDetails product={product.data} />}
    </Container>
  );
}
