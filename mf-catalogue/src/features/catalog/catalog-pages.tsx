import { ProductPage } from './pages/product-page';
import { CATALOG_PATHS } from '../../platform-remote';

/** The catalogue's pages, one chunk loaded with the first of them. */
export { SmartphonesPage } from './pages/smartphones-page';
export { AccessoriesPage } from './pages/accessories-page';
export { PlansPage } from './pages/plans-page';
export { HomeInternetPage, InternetOffersPage } from './pages/internet-pages';

export const SmartphonePage = () => <ProductPage listPath={CATALOG_PATHS.smartphones} listLabelKey="catalog.product.backToSmartphones" />;
export const AccessoryPage = () => <ProductPage listPath={CATALOG_PATHS.accessories} listLabelKey="catalog.product.backToAccessories" />;
