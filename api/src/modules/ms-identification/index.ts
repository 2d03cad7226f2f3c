import type { ServiceModule } from '../../service-module';
import { msIdentificationRoutes, verifyOcrScanRoutes } from './routes';

/** ms-identification, at /api/ms-identification: the identity check of a line by OCR of its document. */
export const autoPrefix = '';

const service: ServiceModule = async (app) => {
  await app.register(msIdentificationRoutes, { prefix: '/ms-identification' });
  // ms-client's verify-ocr-scan shares the OCR scans' state with this module's routes: it stays here
  // until that state is a decorator (see the README's module layout).
  await app.register(verifyOcrScanRoutes, { prefix: '/ms-client/v1' });
};

export default service;
