import type { ServiceModule } from '../../service-module';
import { checkIdentificationStatusRoutes } from './check-identification-status.routes';
import { ocrRoutes } from './ocr.routes';
import { identificationOtpRoutes } from './otp.routes';
import { updateCustomerCrmRoutes } from './update-customer-crm.routes';

/**
 * ms-identification, at /api/ms-identification: the identity check of a line by OCR of its
 * document. Its engine, sealer and scans are the root decorator `app.identification`
 * (identification.plugin.ts); ms-client's verify-ocr-scan confirms a scan through public.ts.
 */
export const autoPrefix = '/ms-identification';

const service: ServiceModule = async (app) => {
  await app.register(checkIdentificationStatusRoutes);
  await app.register(identificationOtpRoutes);
  await app.register(ocrRoutes);
  await app.register(updateCustomerCrmRoutes);
};

export default service;
