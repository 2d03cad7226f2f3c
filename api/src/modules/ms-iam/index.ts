import type { ServiceModule } from '../../service-module';
import { msIamRoutes } from './routes';

/** ms-iam, at /api/ms-iam/v1: sign-in, tokens, passwords, OTP, sign-up. */
export const autoPrefix = '/ms-iam/v1';

const service: ServiceModule = async (app) => {
  await app.register(msIamRoutes);
};

export default service;
