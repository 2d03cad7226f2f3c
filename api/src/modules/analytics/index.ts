import type { ServiceModule } from '../../service-module';
import { analyticsRepository } from './analytics.repository';
import { analyticsRoutes } from './routes';

/** analytics, at /api/v1/analytics: the site's measurement events. */
export const autoPrefix = '/v1/analytics';

const service: ServiceModule = async (app) => {
  await app.register(analyticsRepository);
  await app.register(analyticsRoutes);
};

export default service;
