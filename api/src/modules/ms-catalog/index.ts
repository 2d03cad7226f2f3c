import type { ServiceModule } from '../../service-module';
import { registerCatalogueSources } from './catalogue-product-source';
import { productsRepository } from './products.repository';
import { msCatalogRoutes } from './products.routes';
import { rechargeCatalogRoutes } from './recharge.routes';

/** ms-catalog, at /api/v1/ms-catalog: the products, and what a line may recharge. */
export const autoPrefix = '/v1/ms-catalog';

const service: ServiceModule = async (app) => {
  registerCatalogueSources(app);
  await app.register(productsRepository);
  await app.register(msCatalogRoutes);
  await app.register(rechargeCatalogRoutes);
};

export default service;
