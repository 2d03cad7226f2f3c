import type { ServiceModule } from '../../service-module';
import { devCaptchaRoutes } from './captcha.routes';
import { emailOutboxRoutes } from './email-outbox.routes';
import { smsOutboxRoutes } from './sms-outbox.routes';

/** dev, at /api/dev: the development outboxes (SMS, e-mail) and captcha answers. */
export const autoPrefix = '/dev';

const service: ServiceModule = async (app, { config }) => {
  // Only with SMS_OUTBOX (development, tests, journeys): what the fake senders delivered.
  if (!config.smsOutbox) return;
  await app.register(smsOutboxRoutes);
  await app.register(emailOutboxRoutes);
  await app.register(devCaptchaRoutes);
};

export default service;
