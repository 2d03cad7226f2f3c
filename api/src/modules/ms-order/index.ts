import type { ServiceModule } from '../../service-module';
import { lineActRule } from '../ms-service/public';
import { OFFER_CHANGE_OPTION, applyOfferChange, offerChangeFeesProduct } from './change-offer';
import { changeOfferRoutes } from './change-offer.routes';
import { getCatalogRoutes } from './get-catalog.routes';
import { plansRepository } from './plans.repository';

/** ms-order, at /api/ms-order: the plans a customer may take (v1) and the change of offer (v2). */
export const autoPrefix = '/ms-order';

const service: ServiceModule = async (app) => {
  // A plan change's fees (cart kind change-offer) are priced from the line and the plan, not the catalogue.
  app.cartProductSources.setVariant(
    'offre-mobile',
    (options) => options.change === OFFER_CHANGE_OPTION,
    (work, productId, options) => offerChangeFeesProduct(work, productId, options.line),
  );
  app.checkout.rule('change-offer', lineActRule('change-offer')).fulfil('change-offer', applyOfferChange);
  await app.register(plansRepository);
  await app.register(getCatalogRoutes, { prefix: '/v1' });
  await app.register(changeOfferRoutes, { prefix: '/v2' });
};

export default service;
