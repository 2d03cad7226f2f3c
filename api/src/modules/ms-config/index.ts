import type { ServiceModule } from '../../service-module';
import { msConfigRoutes } from './routes';

/** ms-config, at /api/ms-config: the applications' configuration. */
export const autoPrefix = '/ms-config';

const service: ServiceModule = async (app) => {
  await app.register(msConfigRoutes);
};

export default service;
