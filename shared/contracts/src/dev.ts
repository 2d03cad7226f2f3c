/**
 * The development routes (`/api/dev/...`, only with SMS_OUTBOX: development, tests, journeys):
 * what the fake senders delivered and the captchas' answers, read by the journeys.
 */
import { MDN_PATTERN } from './patterns';
import { Nullable, Type, type Static } from './schema-kit';

/** GET /api/dev/sms-outbox?to= */
export const SmsOutboxQuery = Type.Object({ to: Type.String({ pattern: MDN_PATTERN.source }) });
export type SmsOutboxQuery = Static<typeof SmsOutboxQuery>;

/** A text message the development sender wrote, latest first (20 at most). */
export const SmsOutboxEntry = Type.Object({ id: Type.Integer(), to: Type.String(), text: Type.String(), sentAt: Type.String({ format: 'date-time' }) });
export type SmsOutboxEntry = Static<typeof SmsOutboxEntry>;
export const SmsOutbox = Type.Array(SmsOutboxEntry);
export type SmsOutbox = Static<typeof SmsOutbox>;

/** GET /api/dev/email-outbox?to= */
export const EmailOutboxQuery = Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) });
export type EmailOutboxQuery = Static<typeof EmailOutboxQuery>;

/** A mail the site wrote, latest first (20 at most). */
export const EmailOutboxEntry = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Nullable(Type.String()),
  language: Nullable(Type.String()),
  status: Type.String(),
  sentAt: Type.String({ format: 'date-time' }),
});
export type EmailOutboxEntry = Static<typeof EmailOutboxEntry>;
export const EmailOutbox = Type.Array(EmailOutboxEntry);
export type EmailOutbox = Static<typeof EmailOutbox>;

/** GET /api/dev/captcha?captchaId= */
export const DevCaptchaQuery = Type.Object({ captchaId: Type.String({ format: 'uuid' }) });
export type DevCaptchaQuery = Static<typeof DevCaptchaQuery>;
export const DevCaptchaAnswer = Type.Object({ text: Type.String() });
export type DevCaptchaAnswer = Static<typeof DevCaptchaAnswer>;
