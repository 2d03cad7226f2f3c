import type { ServiceModule } from '../../service-module';
import { agenciesRoutes } from './agencies.routes';
import { businessEventsRoutes } from './business-events.routes';
import { faqSearchRoutes } from './faq-search.routes';
import { promotionsRoutes } from './promotions.routes';
import { roamingRepository } from './roaming.repository';
import { roamingRoutes } from './roaming.routes';
import { msContentRoutes } from './routes';

/** ms-content, at /api/v1/ms-content: menus, pages' pictures, FAQ and search, agencies, roaming, promotions, business events. */
export const autoPrefix = '/v1/ms-content';

const service: ServiceModule = async (app) => {
  await app.register(msContentRoutes);
  await app.register(faqSearchRoutes);
  await app.register(agenciesRoutes);
  await app.register(roamingRepository);
  await app.register(roamingRoutes);
  await app.register(promotionsRoutes);
  await app.register(businessEventsRoutes);
};

export default service;
