/** ms-iam: one-time passwords (send, verify). */
import { LINE_OTP_PURPOSES, type LineOtpPurpose } from '../line-services/codes';
import { type Static, StringEnum, Type } from '../schema-kit';
import { TypedMdn } from './schema';

/**
 * `sim-swap-identity` is never sent as a code: it names the proof of an identity check before a SIM swap.
 * `invoice-payment`: a visitor proves they hold the line whose invoices they want to see and pay.
 */
export type OtpPurpose =
  | 'signup'
  | 'password-recovery'
  | 'add-line'
  | LineOtpPurpose
  | 'sim-swap-identity'
  | 'invoice-payment'
  | 'call-history'
  | 'identification'
  | 'migration-eligibility'
  | 'change-offer-fees';

/** The purposes otp/send and otp/verify take (the others are proofs other routes give). */
const SentOtpPurpose = Type.Unsafe<OtpPurpose>(StringEnum(['signup', 'password-recovery', 'add-line', 'invoice-payment', ...LINE_OTP_PURPOSES]));

/** POST /api/ms-iam/v1/otp/send: sends (or re-sends) a code to the number. */
export const OtpSendRequest = Type.Object({
  /** The line the code proves: a mobile number, or a home line number (the code then goes to its contact mobile). */
  mdn: TypedMdn,
  purpose: SentOtpPurpose,
});
export type OtpSendRequest = Static<typeof OtpSendRequest>;

export const OtpSendResponse = Type.Object({
  /** Where the SMS went, masked (`06 •• •• •• 78`): the contact mobile for a home line (a lost line's email code: the email, masked). */
  sentTo: Type.String(),
  /** Seconds the code stays valid. */
  expiresIn: Type.Integer(),
  /** Seconds before a resend is accepted. */
  resendIn: Type.Integer(),
  /** Sends left before the number is blocked. */
  sendsLeft: Type.Integer(),
});
export type OtpSendResponse = Static<typeof OtpSendResponse>;

/**
 * Refusals of otp/send and otp/verify, with `details` carrying numbers the UI counts down:
 * `otp-blocked` (retryAfter seconds), `otp-resend-too-early` (resendIn seconds),
 * `otp-max-sends` (retryAfter seconds), `otp-invalid` (attemptsLeft), `otp-expired`; and
 * `OTP_REPLACED_ERROR_CODE` below.
 * `otp-resend-too-early` also gives the validity left of the code sent before (`expiresIn` seconds).
 */
export const OTP_ERROR_CODES = {
  blocked: 'otp-blocked',
  resendTooEarly: 'otp-resend-too-early',
  maxSends: 'otp-max-sends',
  invalid: 'otp-invalid',
  expired: 'otp-expired',
} as const;

/**
 * otp/verify's refusal of a code a resend replaced (an earlier code of the same window): told
 * apart from `otp-invalid`, and no attempt is spent. `meta.attemptsLeft` as for a wrong code.
 */
export const OTP_REPLACED_ERROR_CODE = 'otp-replaced';

/** POST /api/ms-iam/v1/otp/verify */
export const OtpVerifyRequest = Type.Object({
  mdn: TypedMdn,
  purpose: SentOtpPurpose,
  code: Type.String({ minLength: 1, maxLength: 12 }),
});
export type OtpVerifyRequest = Static<typeof OtpVerifyRequest>;

/** A short-lived signed proof that the number was confirmed for this purpose. */
export const OtpVerifyResponse = Type.Object({ otpToken: Type.String() });
export type OtpVerifyResponse = Static<typeof OtpVerifyResponse>;
