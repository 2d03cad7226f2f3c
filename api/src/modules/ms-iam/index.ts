import type { ServiceModule } from '../../service-module';
import { accountsRepository } from './accounts.repository';
import { otpRoutes } from './otp.routes';
import { passwordRoutes } from './password.routes';
import { signInCodeRoutes } from './signin-code.routes';
import { signInLinkRoutes } from './signin-link.routes';
import { signInRoutes } from './signin.routes';
import { signUpRoutes } from './signup.routes';

/** ms-iam, at /api/ms-iam/v1: sign-in (by password, by a code sent to the line or by a link sent to the email), tokens, passwords, OTP, sign-up. */
export const autoPrefix = '/ms-iam/v1';

const service: ServiceModule = async (app, { config }) => {
  await app.register(accountsRepository);
  await app.register(signInRoutes);
  await app.register(signInCodeRoutes);
  await app.register(signInLinkRoutes, { publicOrigin: config.publicOrigin });
  await app.register(passwordRoutes);
  await app.register(otpRoutes);
  await app.register(signUpRoutes);
};

export default service;
