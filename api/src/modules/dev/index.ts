import type { ServiceModule } from '../../service-module';
import { devCaptchaRoutes } from './captcha.routes';
import { emailOutboxRoutes } from './email-outbox.routes';
import { smsOutboxRoutes } from './sms-outbox.routes';
import { devUsageRoutes } from './usage.routes';

/** dev, at /api/dev: the development outboxes (SMS, e-mail), captcha answers and the network's usage (the mediation's stand-in). */
export const autoPrefix = '/dev';

const service: ServiceModule = async (app, { config }) => {
  // Only with SMS_OUTBOX (development, tests, journeys): what the fake senders delivered.
  if (!config.smsOutbox) return;
  await app.register(smsOutboxRoutes);
  await app.register(emailOutboxRoutes);
  await app.register(devCaptchaRoutes);
  await app.register(devUsageRoutes);
};

export default service;
