import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from '@atlas/ui-kit';
import { CATALOG_PATHS } from '../../../platform-remote';
import { CATALOGUE_NS } from '../../../i18n/catalogue';
import { CardGrid, PageHeader } from '../../../components/catalog-parts';
import { CatalogListing } from '../components/catalog-listing';
import { ProductCard } from '../components/product-card';

const Page = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

/** accessoires-home: boxes, routers and extenders, each addable to the cart from the list. */
export function AccessoriesPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <Page data-page="accessoires-home">
      <PageHeader>
        <h1>{t('catalog.accessories.title')}</h1>
        <p>{t('catalog.accessories.intro')}</p>
      </PageHeader>
      <CatalogListing query={{ family: 'accessory', sort: 'price-asc' }}>
        {(page) => (
          <CardGrid $compact>
            {page.items.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} to={`${CATALOG_PATHS.accessories}/${product.id}`} withAddToCart />
              </li>
            ))}
          </CardGrid>
        )}
      </CatalogListing>
    </Page>
  );
}
