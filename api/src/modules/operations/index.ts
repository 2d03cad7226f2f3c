import type { ServiceModule } from '../../service-module';
import { platformReaderOf } from './platform-reader';
import { operationsRoutes } from './routes';

/** operations, at /api/v1/operations: the operations page's sign-in, telemetry per version and rollouts (issue 30). */
export const autoPrefix = '/v1/operations';

const service: ServiceModule = async (app, { config }) => {
  const platform = platformReaderOf(config.platformStore);
  app.addHook('onClose', () => platform.close());
  await app.register(operationsRoutes({ platform }));
};

export default service;
