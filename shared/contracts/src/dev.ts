/**
 * The development routes (`/api/dev/...`, only with SMS_OUTBOX: development, tests, journeys):
 * what the fake senders delivered and the captchas' answers, read by the journeys.
 */
import { MDN_PATTERN } from './patterns';
import { Nullable, StringEnum, Type, type Static } from './schema-kit';

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

/**
 * POST /api/dev/usage: the network's usage of a line, as the operator's mediation would rate it
 * (development, tests, journeys): kept in the call history, drawn on the line's counters, and the
 * usage alerts it crosses delivered.
 */
export const DevUsageRequest = Type.Object(
  {
    mdn: Type.String({ pattern: MDN_PATTERN.source }),
    uses: Type.Array(
      Type.Object(
        {
          kind: StringEnum(['call', 'sms', 'data']),
          direction: StringEnum(['out', 'in']),
          scope: StringEnum(['national', 'international', 'roaming']),
          counterpart: Type.Optional(Type.String({ maxLength: 20 })),
          durationSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 86400 })),
          volumeKb: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 * 1024 * 1024 })),
          costCentimes: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
export type DevUsageRequest = Static<typeof DevUsageRequest>;

/** The usage alerts the uses delivered (none when no threshold set was crossed, or it was already told this period). */
export const DevUsageAnswer = Type.Object({
  delivered: Type.Array(Type.Object({ counter: Type.String(), threshold: Type.Integer(), period: Type.String() })),
});
export type DevUsageAnswer = Static<typeof DevUsageAnswer>;
