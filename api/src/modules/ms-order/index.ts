import type { ServiceModule } from '../../service-module';
import { changeOfferRoutes } from './change-offer.routes';
import { getCatalogRoutes } from './get-catalog.routes';
import { plansRepository } from './plans.repository';

/** ms-order, at /api/ms-order: the plans a customer may take (v1) and the change of offer (v2). */
export const autoPrefix = '/ms-order';

const service: ServiceModule = async (app) => {
  await app.register(plansRepository);
  await app.register(getCatalogRoutes, { prefix: '/v1' });
  await app.register(changeOfferRoutes, { prefix: '/v2' });
};

export default service;
